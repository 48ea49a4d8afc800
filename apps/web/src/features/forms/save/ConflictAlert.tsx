/**
 * The 409 notice: the form changed elsewhere; reloading keeps what the adviser typed. Screens show it
 * in their save status area at the top; it stays in view (under the app bar) while the adviser scrolls, and
 * while it shows, leaving for another screen asks to reload first (StaleStepGuard).
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { StaleStepGuard } from './StaleStepGuard.tsx';
import { CONFLICT_MESSAGE } from './useVersionedSave.ts';

export function ConflictAlert({ onReload }: { onReload: () => void }) {
  return (
    <>
      <Alert
        severity="warning"
        role="alert"
        sx={{
          mb: 2,
          // Below the sticky app bar (the toolbar's height: 56 px on phones, 64 px from sm up).
          position: 'sticky',
          top: { xs: 56, sm: 64 },
          zIndex: (t) => t.zIndex.appBar - 1,
        }}
        action={
          <Button color="inherit" size="small" onClick={onReload}>
            Reload
          </Button>
        }
      >
        {CONFLICT_MESSAGE}
      </Alert>
      <StaleStepGuard onReload={onReload} />
    </>
  );
}

/** Save state line under a screen's title: 'Saving…', 'All changes saved', or the error (live region). */
export function SaveStatus({ state, error }: { state: string; error: string | null }) {
  const text =
    state === 'saving'
      ? 'Saving…'
      : state === 'saved'
        ? 'All changes saved'
        : state === 'error'
          ? `Not saved: ${error ?? ''}`
          : '';
  return (
    <Typography
      role="status"
      variant="body2"
      color={state === 'error' ? 'error' : 'text.secondary'}
      sx={{ minHeight: 24, mb: 1 }}
    >
      {text}
    </Typography>
  );
}
