/**
 * The customer's first step (magic set `status`): what their adviser asks of them, the steps ahead, until when the
 * link works, and Finish.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDate } from '@rlc/shared';
import { getCustomerSession } from '../../session/customerSession.ts';
import { ContactCard } from './ContactCard.tsx';
import { FinishButton } from './FinishButton.tsx';
import { overviewHeading } from './headings.ts';
import { useCustomerForm } from './queries.ts';

export default function OverviewPage() {
  const { formId, form } = useCustomerForm();
  const session = getCustomerSession();
  const m = form.magic;
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        {overviewHeading(session?.customer.firstName)}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Your adviser is comparing staying at home with moving to {form.corporateCommunity.name}. Please check
        and complete your details, look at the options
        {m.magicIsConfigurable ? ' (you may add and change them)' : ''}
        {m.magicIsReviewable ? ' and your results' : ''}, then press Finish.
      </Typography>
      <Box component="ol" sx={{ pl: 3, mb: 2 }}>
        <li>Options: the homes your adviser chose for you.</li>
        <li>Your details: you and your partner, your home, assets, income and expenses.</li>
        {m.magicIsReviewable && <li>Results: once your adviser has prepared your report.</li>}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Your changes are saved as you type.
        {m.magicExpiresAt ? ` This link works until ${formatDate(m.magicExpiresAt)}.` : ''}
      </Typography>
      {m.magicCompletedAt ? (
        <Alert severity="success">
          You finished on {formatDate(m.magicCompletedAt)}. Your details can no longer be changed
          {m.magicIsReviewable ? '; your results stay here for you to look at' : ''}.
        </Alert>
      ) : (
        <FinishButton formId={formId} reviewable={m.magicIsReviewable} />
      )}
      {session && <ContactCard contact={session.contact} />}
    </Box>
  );
}
