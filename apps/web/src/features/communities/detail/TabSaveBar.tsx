/**
 * The foot of a tab's form: its own Save (disabled until something changed, and while saving or while the
 * form has a problem), the "Unsaved changes" note, the 409 notice with Reload (re-reads the tab, dropping the
 * edits, since the community changed meanwhile), and the unsaved-changes guard.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@rlc/shared';
import { BusyBar } from '../../../components/BusyBar.tsx';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';

export interface TabSaveBarProps {
  dirty: boolean;
  saving: boolean;
  stale: boolean;
  /** A reason Save is held back (e.g. too many amenities), shown beside it. */
  blocked?: string | null;
  onSave: () => void;
  onReload: () => void;
}

export function TabSaveBar({ dirty, saving, stale, blocked, onSave, onReload }: TabSaveBarProps) {
  return (
    <Stack spacing={1} sx={{ mt: 3 }}>
      <BusyBar busy={saving} label="Saving" />
      {stale && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onReload}>
              Reload
            </Button>
          }
        >
          {MESSAGES.community.stale}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" onClick={onSave} disabled={!dirty || saving || stale || Boolean(blocked)}>
          Save
        </Button>
        {dirty && (
          <Typography variant="body2" color={blocked ? 'error' : 'text.secondary'}>
            {blocked ?? 'Unsaved changes'}
          </Typography>
        )}
      </Stack>
      <UnsavedChangesGuard when={dirty && !saving} />
    </Stack>
  );
}
