/** The maintenance notice's dialog (MaintenanceNotice.tsx loads it only when the notice shows). */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export default function MaintenanceDialog({ text, dismiss }: { text: string; dismiss: () => void }) {
  return (
    <Dialog open onClose={dismiss} aria-labelledby="maintenance-title" maxWidth="sm" fullWidth>
      <DialogTitle id="maintenance-title">Scheduled maintenance</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={dismiss} autoFocus>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}
