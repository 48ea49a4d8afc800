/** Theme, toasts (notistack, spec §9 durations) and the query client around the router. */
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { styled } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { TOAST_MS } from '@rlc/shared';
import { theme } from './theme.ts';

/** notistack's default success/info colours fail AA with white text; use the theme's darker ones. */
const Toast = styled(MaterialDesignContent)(({ theme: t }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: t.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: t.palette.error.main },
  '&.notistack-MuiContent-info': { backgroundColor: t.palette.primary.main },
  '&.notistack-MuiContent-warning': { backgroundColor: t.palette.warning.main },
}));
const TOAST_COMPONENTS = { success: Toast, error: Toast, info: Toast, warning: Toast, default: Toast };

export function makeQueryClient(): QueryClient {
  // 401s are handled by the API client (logout); retrying them only delays the redirect.
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}

export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        maxSnack={3}
        Components={TOAST_COMPONENTS}
        autoHideDuration={TOAST_MS.normal}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
