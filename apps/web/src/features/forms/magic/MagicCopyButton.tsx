/**
 * "Make a magic copy" (spec §7 `form/{id}/magic-clone`): copies the report into a new magic-link
 * report (no customer yet) and opens its Magic Link Status. Shown only when the corporate's `magicEnabled` is set
 * and the user may create reports.
 */
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import { can, MESSAGES } from '@rlc/shared';
import { serverMessage, useApiMutation } from '../../../api/useApiMutation.ts';
import { useSession } from '../../../session/useSession.ts';
import { FORMS_LIST_KEY } from '../queries.ts';
import { magicClone } from './api.ts';
import { useQueryClient } from '@tanstack/react-query';

export function MagicCopyButton({ formId, label }: { formId: number; label?: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const copy = useApiMutation({
    mutationFn: () => magicClone(formId),
    successToast: MESSAGES.form.cloned,
    errorToast: (e) => MESSAGES.form.cloneFailed(serverMessage(e)),
    onSuccess: ({ newFormId }) => {
      void client.invalidateQueries({ queryKey: FORMS_LIST_KEY });
      void navigate(`/corporate/magic-form/${newFormId}/status`);
    },
  });
  if (!session?.corp.magicEnabled || !can(session.user, 'createForm')) return null;
  return (
    <Button size="small" disabled={copy.isPending} onClick={() => copy.mutate()} aria-label={label}>
      Make a magic copy
    </Button>
  );
}
