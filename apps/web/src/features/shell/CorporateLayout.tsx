/**
 * The signed-in shell (spec §2.1 /corporate, §2.3, §2.4): app bar, the forced password change, consent,
 * the maintenance notice, the post-login message and highlights, and 'Access Denied' for routes whose requirement
 * the user does not meet or that Consult Mode does not show. Also hosts the 404 route so unknown paths require login.
 */
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import Box from '@mui/material/Box';
import { useSession } from '../../session/useSession.ts';
import { PASSWORD_PATH } from '../../session/actions.ts';
import { logoutTarget } from '../../session/logoutTarget.ts';
import { loginPath } from '../../routing/navigation.ts';
import { ToLogin } from '../../routing/ToLogin.tsx';
import { handleOf, meets } from '../../routing/requirements.ts';
import { AccessDenied } from '../errors/index.ts';
import { MaintenanceNotice } from './MaintenanceNotice.tsx';
import { PostLoginDialog } from './PostLoginDialog.tsx';
import { consultAllows } from '../consult/index.ts';
import { TopBar } from './TopBar.tsx';
import { usePostLoginMessage } from './usePostLoginMessage.ts';
import { useSessionRefresh } from './useSessionRefresh.ts';
import { isLoggedIn } from '../../session/storage.ts';

// Shown once per user (until they consent): its code and the legal texts load only then.
const ConsentDialogs = lazy(() =>
  import('./ConsentDialogs.tsx').then((m) => ({ default: m.ConsentDialogs })),
);

// The password confirmation of sensitive actions (ADR 0018) is asked for rarely: its dialog loads after the screen.
const ReauthDialogHost = lazy(() => import('../mfa/index.ts').then((m) => ({ default: m.ReauthDialogHost })));

export default function CorporateLayout() {
  const session = useSession();
  const location = useLocation();
  const matches = useMatches();
  useSessionRefresh();
  usePostLoginMessage();

  if (!session || !isLoggedIn(session)) {
    // A logout in progress knows where it goes (with the inactivity note, or without a redirect).
    return <ToLogin to={logoutTarget() ?? loginPath({ redirect: location.pathname + location.search })} />;
  }
  if (session.mustChange && location.pathname !== PASSWORD_PATH)
    return <Navigate replace to={PASSWORD_PATH} />;

  const consult = session.consult ?? null;
  // Consult Mode (ADR 0016): Home and the consult report only; the server refuses the rest too. Any other address
  // goes Home instead of showing Access Denied in front of the customer.
  if (consult && !consultAllows(location.pathname, consult.formId))
    return <Navigate replace to="/corporate/home" />;
  const allowed = matches.every((m) => meets(session.user, handleOf(m).requires));
  const consented = !!session.user.consentedAt;

  const main = (
    <Box component="main" sx={{ flex: 1, p: { xs: 2, sm: 3 }, width: '100%', maxWidth: 1280, mx: 'auto' }}>
      {allowed ? <Outlet /> : <AccessDenied />}
    </Box>
  );
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopBar session={session} />
      {consented ? (
        main
      ) : (
        // Until the consent dialogs' code has arrived the screen stays empty: the screen never shows (and is never
        // usable) before the Terms of Use it needs agreement to.
        <Suspense fallback={null}>
          {main}
          <ConsentDialogs />
        </Suspense>
      )}
      {consented && <MaintenanceNotice maintenance={session.consts?.maintenance} />}
      {consented && !consult && <PostLoginDialog userId={session.user.id} />}
      <Suspense fallback={null}>
        <ReauthDialogHost />
      </Suspense>
    </Box>
  );
}
