/**
 * Remove, on an option the customer added themselves (the adviser's options have no such button and
 * the server refuses them). Asks first; on success the option leaves the cached form.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import { errorMessage, useApiMutation } from '../../api/useApiMutation.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { deleteCustomerOption } from './api.ts';
import { useCustomerFormCache } from './queries.ts';

export function RemoveOptionButton({
  formId,
  villageId,
  name,
}: {
  formId: number;
  villageId: number;
  name: string;
}) {
  const cache = useCustomerFormCache(formId);
  const [asking, setAsking] = useState(false);
  const remove = useApiMutation({
    mutationFn: () => deleteCustomerOption(formId, villageId, cache.version()),
    successToast: 'Option removed',
    errorToast: (e) => errorMessage(e),
    onSuccess: ({ version }) =>
      cache.patch(version, (f) => ({
        villagesInternal: f.villagesInternal.filter((v) => v.id !== villageId),
      })),
    onSettled: () => setAsking(false),
  });
  return (
    <>
      <Button size="small" color="error" sx={{ mt: 1, ml: 1 }} onClick={() => setAsking(true)}>
        Remove
      </Button>
      <ConfirmDialog
        open={asking}
        title="Remove this option?"
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setAsking(false)}
      >
        {name} will no longer be part of your report.
      </ConfirmDialog>
    </>
  );
}
