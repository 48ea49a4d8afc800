/**
 * Outermost route element of the customer's entry: the between-routes loading bar (spec §2.3) and the router's
 * registration for navigation from outside React (the API client's "session ended" redirect). None of the staff
 * root's idle timer, cross-tab session or 'Waiting on other tab' screen: those watch the staff session.
 */
import { Outlet } from 'react-router';
import { RouteLoadingBar, useRegisterNavigate } from '../app/RouterFrame.tsx';

export function CustomerRoot() {
  useRegisterNavigate();
  return (
    <>
      <RouteLoadingBar />
      <Outlet />
    </>
  );
}
