/**
 * Theme, toasts (notistack, spec §9 durations, mounted after the first paint: ToastHost.tsx) and the query
 * client around the router.
 */
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { theme } from './theme.ts';
import { ToastHost } from './ToastHost.tsx';

export function makeQueryClient(): QueryClient {
  // 401s are handled by the API client (logout); retrying them only delays the redirect.
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      <ToastHost />
    </ThemeProvider>
  );
}
