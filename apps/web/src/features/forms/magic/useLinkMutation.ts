/**
 * The calls that e-mail a magic link (assign, resend / refresh) and their toasts (spec §8 'Magic link' row):
 * 'Customer Assigned! Magic Link Email on its way', or 'Sending Magic Link Failed: ' plus the message — when the
 * call fails, and when the link was made but its e-mail was refused (`emailStatus` 'failed').
 */
import { MESSAGES, type MagicAssignResponse } from '@rlc/shared';
import { errorMessage, useApiMutation } from '../../../api/useApiMutation.ts';
import { useToast } from '../../../app/toast.ts';
import { useMagicCache } from './useMagicCache.ts';

/** The message of the failed toast when the server made the link but could not send its e-mail. */
export const EMAIL_NOT_SENT = 'the e-mail could not be sent; please try Resend';

export function useLinkMutation<V>(formId: number, call: (vars: V) => Promise<MagicAssignResponse>) {
  const toast = useToast();
  const applyMagic = useMagicCache(formId);
  return useApiMutation({
    mutationFn: call,
    successToast: (r) => (r.emailStatus === 'failed' ? undefined : MESSAGES.magic.assigned),
    errorToast: (e) => MESSAGES.magic.sendFailed(errorMessage(e)),
    onSuccess: (r) => {
      applyMagic(r);
      if (r.emailStatus === 'failed') toast.error(MESSAGES.magic.sendFailed(EMAIL_NOT_SENT));
    },
  });
}
