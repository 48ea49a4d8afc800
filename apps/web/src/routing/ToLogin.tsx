/**
 * Sends the user to the log-in page (`to`: '/log-in' with its query), replacing the current history entry: a
 * route change in development and the tests, a page load of the log-in page's own entry in a built app
 * (login.html, ADR 0026).
 */
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { LOGIN_PAGE_APART, loadLoginPage } from './navigation.ts';

function ReplaceDocument({ to }: { to: string }) {
  useEffect(() => loadLoginPage(to), [to]);
  return null;
}

function ReplaceRoute({ to }: { to: string }) {
  return <Navigate replace to={to} />;
}

export const ToLogin = LOGIN_PAGE_APART ? ReplaceDocument : ReplaceRoute;
