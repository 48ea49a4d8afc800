/** The data-driven maintenance notice (spec §2.4): text from the server's constants, Ok dismisses for good. */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ApiConsts } from '@rlc/shared';
import { maintenanceSeen, markMaintenanceSeen, shouldShowMaintenance } from './maintenance.ts';

export function MaintenanceNotice({ maintenance }: { maintenance: ApiConsts['maintenance'] | undefined }) {
  // Decided once per mount ("shown once after login"), not re-evaluated as the clock passes the cutoff.
  const [open, setOpen] = useState(() => shouldShowMaintenance(maintenance, Date.now(), maintenanceSeen()));
  if (!open || !maintenance) return null;
  const dismiss = () => {
    markMaintenanceSeen(maintenance.until);
    setOpen(false);
  };
  return (
    <Dialog open onClose={dismiss} aria-labelledby="maintenance-title" maxWidth="sm" fullWidth>
      <DialogTitle id="maintenance-title">Scheduled maintenance</DialogTitle>
      <DialogContent>
        <DialogContentText>{maintenance.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={dismiss} autoFocus>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}
