/**
 * A magic form's line in the Home list (spec §3.7, §4; issue 11 §5): 'Magic link: <status label>' and, while the
 * link is live or lapsed, its expiry text ('Expires 3 days', 'Expired! Need Refresh'), refreshed with the list's
 * 60 s clock.
 */
import Typography from '@mui/material/Typography';
import type { FormListItem } from '@rlc/shared';
import { useSession } from '../../session/useSession.ts';
import { magicExpiryLine, magicStatusLabel } from '../forms/index.ts';

export function MagicLine({ form, now }: { form: FormListItem; now: number }) {
  const session = useSession();
  const label = magicStatusLabel(form.magicStatus, session?.consts.magicStatus);
  const expiry = magicExpiryLine(form, now);
  return (
    <Typography variant="body2" color="text.secondary" data-testid="magic-line">
      Magic link: {label || 'Awaiting Details'}
      {expiry ? ` · ${expiry}` : ''}
    </Typography>
  );
}
