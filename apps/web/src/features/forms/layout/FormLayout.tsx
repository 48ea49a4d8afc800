/**
 * /corporate/form/:formId (spec §2.1, §4 "Form loading"): loads the form (loading → loaded, or 'Could not load
 * form' with a way back to the reports), shows the report name, the step bar in the navigation order of spec §2.2
 * (villages → each village, with its contracts → customer → summary → results) with Previous / Next, and a
 * Current Details link beside it. The steps are tabs (the current one selected) and the page under them is the
 * current tab's panel.
 */
import { Navigate, Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { reportName } from '@rlc/shared';
import { OverflowText } from '../../../components/OverflowText.tsx';
import { formSteps, stepIndex } from './steps.ts';
import { StepBar } from './StepBar.tsx';
import { FormLoading, FormUnavailable } from './FormLoadState.tsx';
import { useFormId, useFormQuery } from '../queries.ts';
import { MagicCopyButton } from '../magic/MagicCopyButton.tsx';

export default function FormLayout() {
  const formId = useFormId();
  const query = useFormQuery(formId);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = `/corporate/form/${formId}`;

  if (!Number.isFinite(formId) || query.isError)
    return <FormUnavailable formId={formId} error={query.error} />;
  if (!query.data) return <FormLoading />;

  const form = query.data;
  // Spec §2.2: a magic form loaded in the staff set goes to the magic set.
  if (form.magic.isMagic) return <Navigate to={`/corporate/magic-form/${formId}/status`} replace />;
  const steps = formSteps(form);
  const sub = pathname.startsWith(base) ? pathname.slice(base.length) : '';
  const active = stepIndex(steps, sub);
  // Current Details sits beside the order, next to Customer Details: Previous goes there, Next to Summary.
  const customerAt = steps.findIndex((s) => s.path === 'customer');
  const go = (i: number) => {
    const step = steps[i];
    if (step && !step.disabled) void navigate(`${base}/${step.path}`);
  };
  const title = reportName(form.formConsumer.customer) || 'New report';

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2, mb: 1 }}>
        {/* Issue 14: a long name is cut with an ellipsis (the whole in a tooltip), never widening the page. */}
        <OverflowText text={title} variant="h1" component="h1" sx={{ flex: '1 1 auto' }} />
        <OverflowText text={form.corporateCommunity.name} color="text.secondary" />
        <MagicCopyButton formId={formId} />
        <Button
          component={RouterLink}
          to={`${base}/current`}
          variant={sub.startsWith('/current') ? 'contained' : 'outlined'}
          // Spec §2.1: current is disabled in magic mode.
          disabled={form.magic.isMagic}
          size="small"
        >
          Current Details
        </Button>
      </Box>
      <StepBar steps={steps} active={active} go={go} offOrderAt={customerAt}>
        <Outlet />
      </StepBar>
    </Box>
  );
}
