/**
 * Starting Consult Mode away from a report (ADR 0016): Consult Mode shows the customer one report and nothing else,
 * so the adviser first picks which (their most recently changed reports, or a search), or Home alone. The choice is
 * made before the mode starts, while the adviser still has the screen; then the chosen report opens (Home for none),
 * so the customer never sees a screen Consult Mode would refuse.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormListItem } from '@rlc/shared';
import { serverMessage } from '../../api/useApiMutation.ts';
import { formPath, listForms } from '../forms/index.ts';
import { enterConsultMode } from './api.ts';

const HOME = '/corporate/home';

export function ConsultChooser({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reports = useQuery({
    queryKey: ['consult-chooser', search.trim()],
    queryFn: () => listForms({ search: search.trim() || undefined, sort: 'updatedAt', desc: true }),
    enabled: open,
    placeholderData: keepPreviousData,
  });

  const start = async (form: FormListItem | null) => {
    setBusy(true);
    setError(null);
    try {
      await enterConsultMode(queryClient, form?.id ?? null);
      onClose();
      void navigate(form ? formPath(form) : HOME, { replace: true });
    } catch (e) {
      setError(serverMessage(e) ?? 'Consult Mode could not be started.');
    } finally {
      setBusy(false);
    }
  };

  const forms = reports.data?.forms ?? [];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="consult-chooser-title" maxWidth="sm" fullWidth>
      <DialogTitle id="consult-chooser-title">Consult Mode</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Consult Mode shows your customer one report and nothing else. Choose the report to show them.
        </DialogContentText>
        <TextField
          label="Search reports"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          autoFocus
          fullWidth
          size="small"
        />
        {reports.isPending && <CircularProgress aria-label="Loading reports" sx={{ mt: 2 }} />}
        {reports.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {serverMessage(reports.error) ?? 'The reports could not be loaded.'}
          </Alert>
        )}
        {reports.data && forms.length === 0 && (
          <DialogContentText sx={{ mt: 2 }}>No report matches.</DialogContentText>
        )}
        {forms.length > 0 && (
          <List aria-label="Reports" dense sx={{ mt: 1, maxHeight: 320, overflowY: 'auto' }}>
            {forms.map((f) => (
              <ListItemButton key={f.id} disabled={busy} onClick={() => void start(f)}>
                <ListItemText
                  primary={f.reportName || f.clientName || `Report ${f.id}`}
                  secondary={f.communityName}
                  slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => void start(null)} disabled={busy}>
          Home only, no report
        </Button>
      </DialogActions>
    </Dialog>
  );
}
