/**
 * Finish: after a confirmation, tells the server the customer is done (magicCompletedAt; the
 * adviser is e-mailed). When the adviser lets them review results the session stays, read-only, on their report;
 * otherwise it ends here and the thank-you page shows.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage, useApiMutation } from '../../api/useApiMutation.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { clearCustomerSession, getCustomerSession } from '../../session/customerSession.ts';
import { completeCustomerForm } from './api.ts';
import { CUSTOMER_FINISHED_PATH, customerFormPath } from './paths.ts';
import { useCustomerFormCache } from './queries.ts';

export function FinishButton({ formId, reviewable }: { formId: number; reviewable: boolean }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const cache = useCustomerFormCache(formId);
  const finish = useApiMutation({
    mutationFn: () => completeCustomerForm(formId),
    errorToast: (e) => errorMessage(e),
    onSuccess: ({ magic }) => {
      setOpen(false);
      if (reviewable) {
        cache.patch(cache.version(), () => ({ magic }));
        void navigate(customerFormPath(formId, 'status'));
        return;
      }
      // The thank-you page keeps the operator's name in its bar after the session has gone.
      const corporateName = getCustomerSession()?.contact.corporateName;
      clearCustomerSession();
      void navigate(CUSTOMER_FINISHED_PATH, { replace: true, state: { corporateName } });
    },
  });
  return (
    <>
      <Button variant="contained" color="success" onClick={() => setOpen(true)}>
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
