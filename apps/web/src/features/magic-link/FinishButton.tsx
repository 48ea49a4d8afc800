/**
 * Finish (issue 11 §4): after a confirmation, tells the server the customer is done (magicCompletedAt; the
 * adviser is e-mailed), ends the customer's session and shows the thank-you page.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage, useApiMutation } from '../../api/useApiMutation.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { clearCustomerSession } from '../../session/customerSession.ts';
import { completeCustomerForm } from './api.ts';
import { CUSTOMER_FINISHED_PATH } from './paths.ts';

export function FinishButton({ formId, fullWidth }: { formId: number; fullWidth?: boolean }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const finish = useApiMutation({
    mutationFn: () => completeCustomerForm(formId),
    errorToast: (e) => errorMessage(e),
    onSuccess: () => {
      clearCustomerSession();
      void navigate(CUSTOMER_FINISHED_PATH, { replace: true });
    },
  });
  return (
    <>
      <Button variant="contained" color="success" fullWidth={fullWidth} onClick={() => setOpen(true)}>
        Finish
      </Button>
      <ConfirmDialog
        open={open}
        title="Finished?"
        confirmLabel="Finish"
        busy={finish.isPending}
        onConfirm={() => finish.mutate()}
        onClose={() => setOpen(false)}
      >
        <Typography>
          Your adviser will be told your details are complete. You will not be able to change them after this.
        </Typography>
      </ConfirmDialog>
    </>
  );
}
