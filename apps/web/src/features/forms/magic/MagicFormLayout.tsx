/**
 * /corporate/magic-form/:formId (spec §2.1, §2.2): the adviser's frame of a magic-link form. Loads the
 * form like the staff frame; a form that is not magic goes to the staff set (form.villages). The order is status,
 * villages, each internal village, customer ('Assign Customer' until assigned, then 'Customer'), results
 * (disabled while the form has no PDF). Next stays held on the customer step until a customer is assigned.
 */
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { MESSAGES, reportName } from '@rlc/shared';
import { OverflowText } from '../../../components/OverflowText.tsx';
import { useSession } from '../../../session/useSession.ts';
import { magicFormSteps, stepIndex } from '../layout/steps.ts';
import { StepBar } from '../layout/StepBar.tsx';
import { FormLoading, FormUnavailable } from '../layout/FormLoadState.tsx';
import { useFormId, useFormQuery } from '../queries.ts';
import { magicStatusLabel } from './magicText.ts';

/** Why Next is held on the customer step (spec §2.1). */
export const ASSIGN_FIRST = 'Assign a customer to continue.';

export default function MagicFormLayout() {
  const formId = useFormId();
  const query = useFormQuery(formId);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const base = `/corporate/magic-form/${formId}`;

  if (!Number.isFinite(formId) || query.isError)
    return <FormUnavailable formId={formId} error={query.error} />;
  if (!query.data) return <FormLoading />;

  const form = query.data;
  // Spec §2.2: a form whose magic flag does not match the route set goes to the other set.
  if (!form.magic.isMagic) return <Navigate to={`/corporate/form/${formId}/properties`} replace />;
  const steps = magicFormSteps(form);
  const sub = pathname.startsWith(base) ? pathname.slice(base.length) : '';
  const active = stepIndex(steps, sub);
  // A disabled step (results without a PDF) is not reachable by its address either.
  if (steps[active]?.disabled) return <Navigate to={`${base}/status`} replace />;
  const go = (i: number) => {
    const step = steps[i];
    if (step && !step.disabled) void navigate(`${base}/${step.path}`);
  };
  const onCustomer = steps[active]?.path === 'customer';
  // While the link is live the customer edits: the staff writes answer 409 (spec §4), so say why up front.
  // (The options pages only: PDFs and the decision on Results are not staff writes the link blocks.)
  const stepPath = steps[active]?.path ?? '';
  const blocked =
    form.magic.magicStatus === 'MAGIC_ACTIVE' &&
    (stepPath === 'properties' || stepPath.startsWith('property/'));
  const status = magicStatusLabel(form.magic.magicStatus, session?.consts.magicStatus);

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2, mb: 1 }}>
        {/* Issue 14: a long name is cut with an ellipsis (the whole in a tooltip), never widening the page. */}
        <OverflowText
          text={reportName(form.formConsumer.customer) || 'New report'}
          variant="h1"
          component="h1"
          sx={{ flex: '1 1 auto' }}
        />
        <OverflowText text={form.corporateCommunity.name} color="text.secondary" />
        <Chip label={status ? `Magic link: ${status}` : 'Magic link'} color="secondary" size="small" />
      </Box>
      <StepBar
        steps={steps}
        active={active}
        go={go}
        nextBlocked={onCustomer && form.magic.magicUserId === null ? ASSIGN_FIRST : undefined}
      >
        {blocked && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {MESSAGES.magic.staffBlocked}
          </Alert>
        )}
        {/* While blocked, a disabled fieldset turns off every button and input of the page (links still
            open the options), so nothing is offered that the server would refuse. */}
        <Box
          component="fieldset"
          disabled={blocked}
          data-testid="magic-step-page"
          sx={{ border: 0, p: 0, m: 0, minWidth: 0, '&:disabled button, &:disabled input': { opacity: 0.5 } }}
        >
          <Outlet />
        </Box>
      </StepBar>
    </Box>
  );
}
