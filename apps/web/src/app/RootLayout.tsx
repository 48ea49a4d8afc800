/**
 * Outermost route element: the between-routes loading bar (spec §2.3), the idle timer and cross-tab session
 * listener (spec §4), and the 'Waiting on other tab' screen (spec §2.3).
 */
import { useEffect } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { fetchIsAuth } from '../api/auth.ts';
import { registerNavigate } from '../routing/navigation.ts';
import { signOutForInactivity } from '../session/actions.ts';
import { installCrossTab } from '../session/crossTab.ts';
import { startIdleTimer } from '../session/idle.ts';
import { useWaitingOnOtherTab } from '../session/useSession.ts';
import { WaitingOnOtherTab } from './WaitingOnOtherTab.tsx';

export function RootLayout() {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const waiting = useWaitingOnOtherTab();

  useEffect(() => {
    registerNavigate((to, opts) => navigate(to, opts));
    return () => registerNavigate(null);
  }, [navigate]);

  useEffect(() => installCrossTab(), []);
  useEffect(() => startIdleTimer({ isAuth: fetchIsAuth, signOutForInactivity }), []);

  return (
    <>
      <Box
        sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.appBar + 1, height: 4 }}
      >
        {navigation.state !== 'idle' && (
          <LinearProgress aria-label="Loading page" data-testid="route-loading" />
        )}
      </Box>
      {waiting ? <WaitingOnOtherTab /> : <Outlet />}
    </>
  );
}
