/**
 * Report Settings › Corporate settings (spec §3.2 corporate vars): the corporate's own words for the
 * security deposit and for the recurrent charges / site fees (empty: the standard label), shown on the village
 * screens, the summary and the PDFs; whether magic links are offered, and for how many days a new link stays
 * usable (`magicLinkDays`: whole days 1–60, checked here with the server's rule before sending). Save toasts the
 * server's message.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { MAGIC_LINK_DAYS_MESSAGE, MAGIC_LINK_DAYS_RANGE, type CorporateSettings } from '@rlc/shared';
import { BusyBar } from '../../components/BusyBar.tsx';
import { useCorporateSettings, useSaveCorporateSettings } from './useCorporateSettings.ts';

export const SETTINGS_LOAD_FAILED = 'Could not load the corporate settings';

/** The typed days as a number when they are whole days within the range, else null (the field shows why). */
function linkDaysOf(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= MAGIC_LINK_DAYS_RANGE.min && n <= MAGIC_LINK_DAYS_RANGE.max ? n : null;
}

function SettingsForm({ saved }: { saved: CorporateSettings }) {
  const save = useSaveCorporateSettings();
  const [deposit, setDeposit] = useState(saved.renameHomeSecurityDeposit ?? '');
  const [fees, setFees] = useState(saved.renameChargeFeesRent ?? '');
  const [magic, setMagic] = useState(saved.magicEnabled);
  const [days, setDays] = useState(String(saved.magicLinkDays));
  const linkDays = linkDaysOf(days);
  const changed =
    deposit.trim() !== (saved.renameHomeSecurityDeposit ?? '') ||
    fees.trim() !== (saved.renameChargeFeesRent ?? '') ||
    magic !== saved.magicEnabled ||
    linkDays !== saved.magicLinkDays;
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (linkDays === null) return;
        save.mutate({
          renameHomeSecurityDeposit: deposit,
          renameChargeFeesRent: fees,
          magicEnabled: magic,
          magicLinkDays: linkDays,
        });
      }}
      sx={{ display: 'grid', gap: 2, maxWidth: 560 }}
    >
      <TextField
        label="Name for the security deposit"
        value={deposit}
        onChange={(e) => setDeposit(e.target.value)}
        placeholder="Security deposit"
        helperText="Empty: “Security deposit”."
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <TextField
        label="Name for recurrent charges / site fees"
        value={fees}
        onChange={(e) => setFees(e.target.value)}
        placeholder="Recurrent charges / site fees"
        helperText="Empty: “Recurrent charges” (villages), “Site fees” (land-lease), “Recurrent charges / site fees” (summary)."
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <FormControlLabel
        control={<Switch checked={magic} onChange={(e) => setMagic(e.target.checked)} />}
        label="Magic links enabled (customers fill in their own details)"
      />
      <TextField
        label="Magic link expiry (days)"
        value={days}
        onChange={(e) => setDays(e.target.value)}
        error={linkDays === null}
        helperText={
          linkDays === null
            ? MAGIC_LINK_DAYS_MESSAGE
            : 'How long a newly sent link works. Links already sent keep theirs.'
        }
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ maxWidth: 280 }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={!changed || linkDays === null || save.isPending}>
          Save settings
        </Button>
      </Box>
      <BusyBar busy={save.isPending} label="Saving corporate settings" />
    </Box>
  );
}

export function CorporateSettingsSection() {
  const settings = useCorporateSettings();
  if (settings.isError) return <Alert severity="error">{SETTINGS_LOAD_FAILED}</Alert>;
  if (!settings.data) return <BusyBar busy label="Loading corporate settings" />;
  // Keyed by the saved values, so the form starts again from what the server stored after a save.
  return <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />;
}
