/**
 * Outermost route element: the between-routes loading bar (spec §2.3), the idle timer and cross-tab session
 * listener (spec §4), and the 'Waiting on other tab' screen (spec §2.3).
 */
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { fetchIsAuth } from '../api/auth.ts';
import { signOutForInactivity } from '../session/actions.ts';
import { installCrossTab } from '../session/crossTab.ts';
import { startIdleTimer } from '../session/idle.ts';
import { useWaitingOnOtherTab } from '../session/useSession.ts';
import { RouteLoadingBar, useRegisterNavigate } from './RouterFrame.tsx';
import { WaitingOnOtherTab } from './WaitingOnOtherTab.tsx';

export function RootLayout() {
  const waiting = useWaitingOnOtherTab();
  useRegisterNavigate();
  useEffect(() => installCrossTab(), []);
  useEffect(() => startIdleTimer({ isAuth: fetchIsAuth, signOutForInactivity }), []);

  return (
    <>
      <RouteLoadingBar />
      {waiting ? <WaitingOnOtherTab /> : <Outlet />}
    </>
  );
}
