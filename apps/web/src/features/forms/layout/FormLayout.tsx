/**
 * /corporate/form/:formId (spec §2.1, §4 "Form loading"): loads the form (loading → loaded, or 'Could not load
 * form' with a way back to the reports), shows the report name, the step bar in the navigation order of spec §2.2
 * (villages → each village, with its contracts → customer → summary → results) with Previous / Next, and a
 * Current Details link beside it. The steps are tabs (the current one selected) and the page under them is the
 * current tab's panel.
 */
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { MESSAGES, reportName } from '@rlc/shared';
import { formSteps, stepIndex } from './steps.ts';
import { useFormId, useFormQuery } from '../queries.ts';

const STEP_PANEL_ID = 'form-step-panel';
const stepTabId = (i: number) => `form-step-${i}`;

export default function FormLayout() {
  const formId = useFormId();
  const query = useFormQuery(formId);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = `/corporate/form/${formId}`;

  if (!Number.isFinite(formId) || query.isError) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button component={RouterLink} to="/corporate/home" color="inherit" size="small">
            Back to reports
          </Button>
        }
      >
        <AlertTitle>{MESSAGES.form.loadFailed}</AlertTitle>
        {query.error?.message && query.error.message !== MESSAGES.form.loadFailed
          ? query.error.message
          : null}
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
        <CircularProgress aria-label="Loading form" />
        <Typography>Loading form…</Typography>
      </Box>
    );
  }

  const form = query.data;
  const steps = formSteps(form);
  const sub = pathname.startsWith(base) ? pathname.slice(base.length) : '';
  const active = stepIndex(steps, sub);
  // Current Details sits beside the order, next to Customer Details: Previous goes there, Next to Summary.
  const customerAt = steps.findIndex((s) => s.path === 'customer');
  const go = (i: number) => {
    const step = steps[i];
    if (step) void navigate(`${base}/${step.path}`);
  };
  const title = reportName(form.formConsumer.customer) || 'New report';

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2, mb: 1 }}>
        <Typography variant="h1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{form.corporateCommunity.name}</Typography>
        <Button
          component={RouterLink}
          to={`${base}/current`}
          variant={sub.startsWith('/current') ? 'contained' : 'outlined'}
          size="small"
        >
          Current Details
        </Button>
      </Box>
      <Box component="nav" aria-label="Form steps" sx={{ overflowX: 'auto', py: 1, mb: 2 }}>
        <Stepper nonLinear activeStep={active} alternativeLabel>
          {steps.map((s, i) => (
            <Step key={s.path} completed={false}>
              <StepButton
                id={stepTabId(i)}
                onClick={() => go(i)}
                aria-label={s.detail ? `${s.label}, ${s.detail}` : s.label}
                // MUI makes each step a tab (aria-selected on the active one); the page is its panel, and
                // aria-current says the same to readers that skip tab state.
                aria-controls={i === active ? STEP_PANEL_ID : undefined}
                aria-current={i === active ? 'step' : undefined}
                // Tab into the bar lands on the current step, not always the first (MUI's roving default,
                // kept when no step is current: an explicit undefined would make every step a tab stop).
                {...(active >= 0 ? { tabIndex: i === active ? 0 : -1 } : {})}
                optional={
                  s.detail ? (
                    <Typography variant="caption" color="text.secondary" component="span">
                      {s.detail}
                    </Typography>
                  ) : undefined
                }
              >
                {s.label}
              </StepButton>
            </Step>
          ))}
        </Stepper>
      </Box>
      {/* One element either way, so moving to or from Current Details (no step) keeps the page mounted. */}
      <Box
        role={active >= 0 ? 'tabpanel' : undefined}
        id={active >= 0 ? STEP_PANEL_ID : undefined}
        aria-labelledby={active >= 0 ? stepTabId(active) : undefined}
      >
        <Outlet />
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          mt: 4,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button
          variant="outlined"
          disabled={active === 0}
          onClick={() => go(active < 0 ? customerAt : active - 1)}
        >
          Previous
        </Button>
        <Button
          variant="contained"
          disabled={active >= steps.length - 1}
          onClick={() => go((active < 0 ? customerAt : active) + 1)}
        >
          Next
        </Button>
      </Box>
    </Box>
  );
}
