/**
 * Row actions of the home form list (spec §3.7, §4, §8): open, clone ('Clone successful' / 'Cloning Failed: …'),
 * delete with confirmation (soft with archiveForm, hard with deleteForm; 'Form deleted' / 'Error deleting form'
 * as an 8 s error toast; the row leaves the list 10 ms later) and the client decision ('Unable to set Client
 * Decision' on failure). The decision choices come from GET form, fetched when the menu opens.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import {
  FORM_DELETE_DELAY_MS,
  MESSAGES,
  can,
  type Choice,
  type FormListItem,
  type FormsListResponse,
  type HasPermissions,
} from '@rlc/shared';
import { ApiError } from '../../api/client.ts';
import { useToast } from '../../app/toast.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import {
  DecisionMenu,
  FORMS_LIST_KEY,
  cloneForm,
  decisionRequest,
  deleteForm,
  fetchForm,
  formKey,
  setClientResponse,
} from '../forms/index.ts';

const serverMessage = (e: unknown) => (e instanceof ApiError && e.fromServer ? e.message : undefined);

export function FormListActions({
  form,
  user,
}: {
  form: FormListItem;
  user: HasPermissions | null | undefined;
}) {
  const client = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const [hard, setHard] = useState(!can(user, 'archiveForm'));
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const canDelete = can(user, 'archiveForm') || can(user, 'deleteForm');
  const name = form.reportName || `report ${form.id}`;

  const clone = async () => {
    setBusy(true);
    try {
      await cloneForm(form.id);
      toast.success(MESSAGES.form.cloned);
      void client.invalidateQueries({ queryKey: FORMS_LIST_KEY });
    } catch (e) {
      toast.error(MESSAGES.form.cloneFailed(serverMessage(e)));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      const r = await deleteForm(form.id, hard);
      setConfirm(false);
      toast.success(r.message || MESSAGES.form.deleted);
      // Spec §4/§9: removed from the list after a 10 ms delay.
      setTimeout(() => {
        client.setQueryData<FormsListResponse>(FORMS_LIST_KEY, (old) =>
          old ? { ...old, forms: old.forms.filter((f) => f.id !== form.id) } : old,
        );
      }, FORM_DELETE_DELAY_MS);
    } catch (e) {
      toast.error(serverMessage(e) ?? MESSAGES.form.deleteFailed);
      setBusy(false);
    }
  };

  const loadChoices = async () => {
    try {
      const f = await client.fetchQuery({ queryKey: formKey(form.id), queryFn: () => fetchForm(form.id) });
      setChoices(f.choices.choices);
    } catch {
      toast.error(MESSAGES.form.decisionFailed);
    }
  };

  const decide = async (choice: Choice) => {
    setBusy(true);
    try {
      await setClientResponse(form.id, decisionRequest(choice));
      void client.invalidateQueries({ queryKey: FORMS_LIST_KEY });
      void client.invalidateQueries({ queryKey: formKey(form.id) });
    } catch {
      toast.error(MESSAGES.form.decisionFailed);
    } finally {
      setBusy(false);
      setChoices(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', alignItems: 'center' }}>
      <Button
        size="small"
        variant="contained"
        component={RouterLink}
        to={`/corporate/form/${form.id}/properties`}
        aria-label={`Open ${name}`}
      >
        Open
      </Button>
      <DecisionMenu
        size="small"
        label="Decision"
        choices={choices}
        selectedId={form.yesId ?? form.noId}
        // clientResponseSettable is false while the server would refuse a decision (spec §4: a magic form
        // before its client completes or before any PDF): no menu that can only fail.
        busy={busy || !form.clientResponseSettable}
        onOpen={() => void loadChoices()}
        onPick={(c) => void decide(c)}
      />
      {can(user, 'createForm') && (
        <Button size="small" disabled={busy} onClick={() => void clone()} aria-label={`Clone ${name}`}>
          Clone
        </Button>
      )}
      {canDelete && (
        <Button
          size="small"
          color="error"
          disabled={busy}
          onClick={() => setConfirm(true)}
          aria-label={`Delete ${name}`}
        >
          Delete
        </Button>
      )}
      <ConfirmDialog
        open={confirm}
        title="Delete report?"
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setConfirm(false)}
      >
        <Typography>Delete the report for {name}?</Typography>
        {can(user, 'archiveForm') && can(user, 'deleteForm') && (
          <FormControlLabel
            control={<Checkbox checked={hard} onChange={(_e, v) => setHard(v)} />}
            label="Delete permanently (cannot be undone)"
          />
        )}
        {!can(user, 'archiveForm') && <Typography color="error">This cannot be undone.</Typography>}
      </ConfirmDialog>
    </Box>
  );
}
