/**
 * magic-form.status, 'Magic Link Status' (spec §2.1, §3.3, §4 "Magic forms"): the status label, the
 * customer's e-mail, last login, PDFs count and the expiry text (refreshed every 60 s); the link's actions
 * (resend / refresh, cancel, expire now, each confirmed); what the customer may do (MagicSettings); and the
 * report's PDFs. The PDFs are generated here: the magic form's Results step stays disabled until it has one
 * (spec §2.1), and a client decision needs one (spec §3.7), so this is where the adviser makes the first.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime, type MagicStateResponse } from '@rlc/shared';
import { useApiMutation } from '../../../api/useApiMutation.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useNow } from '../../../components/useNow.ts';
import { useSession } from '../../../session/useSession.ts';
import { useFormBase, useLoadedForm } from '../queries.ts';
import { PdfPanel } from '../results/PdfPanel.tsx';
import { magicCancel, magicExpire, magicResend } from './api.ts';
import { MagicSettingsPanel } from './MagicSettingsPanel.tsx';
import { magicExpiryLine, magicStatusLabel } from './magicText.ts';
import { useLinkMutation } from './useLinkMutation.ts';
import { useMagicCache } from './useMagicCache.ts';

type Action = 'resend' | 'cancel' | 'expire';

/** The confirmation of each action: title, what it does, its button. */
const CONFIRM: Record<Action, { title: string; text: string; label: string }> = {
  resend: {
    title: 'Resend the magic link?',
    text: 'A new link with a new expiry is e-mailed to the customer; the link they have stops working.',
    label: 'Resend',
  },
  cancel: {
    title: 'Cancel the magic link?',
    text: 'The customer can no longer open the report and is signed out. Resend gives them a new link.',
    label: 'Cancel link',
  },
  expire: {
    title: 'Expire the magic link now?',
    text: 'The link stops working now and the customer is signed out. Resend gives them a new link.',
    label: 'Expire now',
  },
};

export const MAGIC_ACTION_DONE = { cancel: 'Magic link cancelled', expire: 'Magic link expired' } as const;

export default function StatusPage() {
  const { formId, form } = useLoadedForm();
  const session = useSession();
  const now = useNow();
  const m = form.magic;
  const [confirm, setConfirm] = useState<Action | null>(null);
  const applyMagic = useMagicCache(formId);
  const base = useFormBase(formId);

  const resend = useLinkMutation(formId, () => magicResend(formId));
  const end = useApiMutation({
    mutationFn: (a: 'cancel' | 'expire') => (a === 'cancel' ? magicCancel(formId) : magicExpire(formId)),
    successToast: (_r: MagicStateResponse, a) => MAGIC_ACTION_DONE[a],
    errorToast: (e) => (e instanceof Error ? e.message : undefined),
    onSuccess: (r) => applyMagic(r),
  });
  const busy = resend.isPending || end.isPending;
  const assigned = m.magicUserId !== null;
  const expiry = magicExpiryLine(m, now);
  const live = m.magicStatus === 'MAGIC_ACTIVE';

  const run = (a: Action) => {
    setConfirm(null);
    if (a === 'resend') resend.mutate(undefined);
    else end.mutate(a);
  };

  return (
    <Box sx={{ maxWidth: 868 }}>
      <Typography variant="h2" gutterBottom>
        Magic Link Status
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
          <Typography component="dt" color="text.secondary">
            Status
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }} data-testid="magic-status">
            {magicStatusLabel(m.magicStatus, session?.consts.magicStatus)}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Customer e-mail
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {m.magicUserEmail ?? 'Not assigned yet'}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Last login
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {m.magicLastLoginAt ? formatDateTime(m.magicLastLoginAt) : 'Never'}
          </Typography>
          <Typography component="dt" color="text.secondary">
            PDFs
          </Typography>
          <Typography component="dd" sx={{ m: 0 }} data-testid="magic-pdfs">
            {m.magicPdfs}
          </Typography>
          {m.magicCompletedAt && (
            <>
              <Typography component="dt" color="text.secondary">
                Completed
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {formatDateTime(m.magicCompletedAt)}
              </Typography>
            </>
          )}
          {expiry && (
            <>
              <Typography component="dt" color="text.secondary">
                Link
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0 }}
                color={m.magicStatus === 'MAGIC_EXPIRED' ? 'error' : undefined}
                data-testid="magic-expiry"
              >
                {expiry}
              </Typography>
            </>
          )}
        </Box>
        {!assigned && (
          <Alert severity="info" sx={{ mt: 2 }}>
            No customer yet: assign one on the Assign Customer step to e-mail them the link.
          </Alert>
        )}
        {assigned && !m.magicCompletedAt && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            <Button variant="contained" disabled={busy} onClick={() => setConfirm('resend')}>
              {live ? 'Resend link' : 'Refresh link'}
            </Button>
            <Button variant="outlined" disabled={busy || !live} onClick={() => setConfirm('cancel')}>
              Cancel link
            </Button>
            <Button variant="outlined" disabled={busy || !live} onClick={() => setConfirm('expire')}>
              Expire now
            </Button>
          </Box>
        )}
      </Paper>
      <MagicSettingsPanel />
      <PdfPanel form={form} base={base} />
      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? CONFIRM[confirm].title : ''}
        confirmLabel={confirm ? CONFIRM[confirm].label : ''}
        busy={busy}
        onConfirm={() => confirm && run(confirm)}
        onClose={() => setConfirm(null)}
      >
        <Typography>{confirm ? CONFIRM[confirm].text : ''}</Typography>
      </ConfirmDialog>
    </Box>
  );
}
