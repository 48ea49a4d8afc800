/**
 * `/magic/ended` and `/magic/finished`: the customer's session is over (signed out, link cancelled, expired or
 * replaced meanwhile, idle) or they have finished. Never a sign-in form: a customer has no password; a new link
 * comes from their adviser.
 */
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { CustomerFrame } from './CustomerFrame.tsx';

export function EndedPage() {
  return (
    <CustomerFrame>
      <Typography variant="h1" gutterBottom>
        You are signed out
      </Typography>
      <Alert severity="info" role="status">
        To open your report again, use the link in your latest e-mail. If it no longer works, please ask your
        adviser to send you a new one.
      </Alert>
    </CustomerFrame>
  );
}

export function FinishedPage() {
  const state = useLocation().state as { corporateName?: string } | null;
  return (
    <CustomerFrame title={state?.corporateName}>
      <Typography variant="h1" gutterBottom>
        Thank you
      </Typography>
      <Alert severity="success" role="status">
        Your details are complete and your adviser has been told. They will be in touch about the next steps.
      </Alert>
    </CustomerFrame>
  );
}
