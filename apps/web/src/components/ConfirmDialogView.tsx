/**
 * The confirmation dialog itself (ConfirmDialog.tsx loads it after the first paint, ADR 0026): title, the
 * question, an optional checkbox (`option`, e.g. 'Delete permanently') and Cancel / the confirm button.
 */
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { ConfirmDialogProps } from './ConfirmDialog.tsx';

export function ConfirmDialogView({
  open,
  title,
  children,
  option,
  confirmLabel,
  busy,
  tone = 'danger',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        {children}
        {option && (
          <FormControlLabel
            control={<Checkbox checked={option.checked} onChange={(_e, v) => option.onChange(v)} />}
            label={option.label}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color={tone === 'danger' ? 'error' : 'primary'}
          variant="contained"
          onClick={onConfirm}
          disabled={busy}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
