/**
 * The log-in page's own app (login.html, ADR 0026): the Sign in card in the public frame, with plain links (no
 * router), and the cross-tab session listener the staff app runs on its login route too (spec §2.3: while another
 * tab completes a required password change this tab shows 'Waiting on other tab', then reloads at its redirect).
 */
import { useEffect } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../app/theme.ts';
import { ToastHost } from '../app/ToastHost.tsx';
import { WaitingOnOtherTab } from '../app/WaitingOnOtherTab.tsx';
import { PublicFrameBase, plainLinkTo } from '../components/PublicFrameBase.tsx';
import { LoginCard } from '../features/login/index.ts';
import { installCrossTab } from '../session/crossTab.ts';
import { useWaitingOnOtherTab } from '../session/useSession.ts';

export function LoginRoot({ search }: { search: URLSearchParams }) {
  const waiting = useWaitingOnOtherTab();
  useEffect(() => installCrossTab(), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {waiting ? (
        <WaitingOnOtherTab />
      ) : (
        <PublicFrameBase linkTo={plainLinkTo}>
          <LoginCard search={search} />
        </PublicFrameBase>
      )}
      {/* Toasts of the code step (the recovery codes' Copy); notistack loads only with the first one. */}
      <ToastHost onDemand />
    </ThemeProvider>
  );
}
