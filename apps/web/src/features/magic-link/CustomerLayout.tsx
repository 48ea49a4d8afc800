/**
 * /magic/form/:formId, the magic-link customer's frame (ADR 0010): their form loaded through the
 * customer calls, the steps as scrollable tabs (one row on a phone), the page, and Back / Next at the bottom
 * with Finish after the last step. Sign out ends the customer session. The staff shell is not part of it.
 */
import { useDeferredValue, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessage } from '../../api/useApiMutation.ts';
import { CUSTOMER_ENDED_PATH } from '../../api/client.ts';
import { clearCustomerSession, getCustomerSession } from '../../session/customerSession.ts';
import { customerLogout } from './api.ts';
import { CustomerFrame } from './CustomerFrame.tsx';
import { FinishButton } from './FinishButton.tsx';
import { stepHeadingAt } from './headings.ts';
import { customerFormPath } from './paths.ts';
import { preloadDetailsWhenIdle } from './preloadDetails.ts';
import { useCustomerFormId, useCustomerFormQuery } from './queries.ts';
import { customerStepIndex, customerSteps } from './steps.ts';

/** The row of step tabs (48 px high with its divider); held at that size while the report loads. */
const STEPS_ROW_SX = { borderBottom: 1, borderColor: 'divider', mb: 2 } as const;

export default function CustomerLayout() {
  const formId = useCustomerFormId();
  const query = useCustomerFormQuery(formId);
  // The whole report draws once the form arrives: deferred, React draws it in short slices (a transition) while
  // the spinner stays, so a phone's main thread is not held in one long task (Lighthouse's Total Blocking Time).
  const form = useDeferredValue(query.data);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The step pages read this form without fetching it (queries.ts): the frame fetches it afresh on each step
  // change, so what the adviser did meanwhile (a new PDF opening Results) shows when the customer moves on.
  const { refetch } = query;
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void refetch();
  }, [pathname, refetch]);
  // Once the report is on screen, Details' chunks download while the customer reads it.
  const drawn = !!form;
  useEffect(() => (drawn ? preloadDetailsWhenIdle() : undefined), [drawn]);
  // On a phone the arrows always hold their place: with "auto" they appear after MUI has scrolled the selected
  // step into view, and the right one then covers it (Details opened straight showed "Yo"). On a wider screen
  // the steps usually fit, and "auto" keeps them flush with the heading.
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('md'), { noSsr: true });
  const session = getCustomerSession();
  const signOut = async () => {
    try {
      await customerLogout();
    } catch {
      // The session may already be over server-side; ending it here is what matters.
    }
    clearCustomerSession();
    void navigate(CUSTOMER_ENDED_PATH, { replace: true });
  };
  const frame = (children: React.ReactNode) => (
    <CustomerFrame
      wide
      title={session?.contact.corporateName}
      action={
        <Button color="inherit" onClick={() => void signOut()}>
          Sign out
        </Button>
      }
    >
      {children}
    </CustomerFrame>
  );

  if (query.isError) return frame(<Alert severity="error">{errorMessage(query.error)}</Alert>);
  // Loading: the steps' row held and the step's heading where the page draws it, as customer.html's first
  // paint drew them (firstPaint.ts), so neither moves nor flickers when the report arrives.
  if (!form) {
    const heading = stepHeadingAt(pathname, session?.customer.firstName);
    return frame(
      <>
        <Box aria-hidden sx={{ ...STEPS_ROW_SX, height: 48, boxSizing: 'content-box' }} />
        {heading && (
          <Typography variant="h1" gutterBottom>
            {heading}
          </Typography>
        )}
        <CircularProgress aria-label="Loading your report" />
      </>,
    );
  }

  const steps = customerSteps(form);
  const base = customerFormPath(formId, '').replace(/\/$/, '');
  const active = customerStepIndex(steps, pathname.slice(base.length));
  if (active < 0 || steps[active]!.disabled) return <Navigate to={`${base}/status`} replace />;
  const open = (i: number) => void navigate(`${base}/${steps[i]!.path}`);
  const next = steps.findIndex((s, i) => i > active && !s.disabled);

  return frame(
    <>
      <Box component="nav" aria-label="Report steps" sx={STEPS_ROW_SX}>
        <Tabs value={active} variant="scrollable" scrollButtons={phone || 'auto'} allowScrollButtonsMobile>
          {steps.map((s, i) => (
            <Tab key={s.path} label={s.label} disabled={s.disabled} onClick={() => open(i)} />
          ))}
        </Tabs>
      </Box>
      <Outlet />
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          mt: 4,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button variant="outlined" disabled={active === 0} onClick={() => open(active - 1)}>
          Back
        </Button>
        {next >= 0 ? (
          <Button variant="contained" onClick={() => open(next)}>
            Next
          </Button>
        ) : form.magic.magicCompletedAt ? (
          <span />
        ) : (
          <FinishButton formId={formId} reviewable={form.magic.magicIsReviewable} />
        )}
      </Box>
    </>,
  );
}
