/**
 * Row actions of the home form list (spec §3.7, §4, §8): open, clone after confirmation ('Clone successful' /
 * 'Cloning Failed: …'; the copy, named "… (copy)" by the server, opens), delete with confirmation (soft with
 * archiveForm as far as its reach goes — an adviser's own drafts, `mayArchive` in @rlc/shared — hard
 * with deleteForm; 'Form deleted' / 'Error deleting form' as an 8 s error toast; the row leaves the list 10 ms
 * later) and the client decision ('Unable to set Client Decision' on failure). The decision choices come from GET
 * form, fetched when the menu opens.
 */
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  COPY_SUFFIX,
  FORM_DELETE_DELAY_MS,
  MESSAGES,
  can,
  mayArchive,
  type Choice,
  type FormListItem,
  type FormsListResponse,
} from '@rlc/shared';
import { serverMessage, useApiMutation } from '../../api/useApiMutation.ts';
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
  formPath,
  MagicCopyButton,
  magicDecisionBlock,
  offeredChoices,
  setClientResponse,
} from '../forms/index.ts';
import type { ListUser } from './FormListModel.ts';

export function FormListActions({ form, user }: { form: FormListItem; user: ListUser | null | undefined }) {
  const client = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState(false);
  const [confirmClone, setConfirmClone] = useState(false);
  const canArchive = mayArchive(user, user?.id, {
    createdById: form.createdBy?.id ?? null,
    status: form.status,
  });
  const [hard, setHard] = useState(!canArchive);
  const [choices, setChoices] = useState<Choice[] | null>(null);
  const canDelete = canArchive || can(user, 'deleteForm');
  const name = form.reportName || `report ${form.id}`;

  const clone = useApiMutation({
    mutationFn: () => cloneForm(form.id),
    successToast: MESSAGES.form.cloned,
    errorToast: (e) => MESSAGES.form.cloneFailed(serverMessage(e)),
    onSuccess: (r) => {
      setConfirmClone(false);
      void client.invalidateQueries({ queryKey: FORMS_LIST_KEY });
      // Issue 14: the copy opens, ready to change (a copy is never a magic report).
      void navigate(formPath({ id: r.newFormId, isMagic: false }));
    },
  });

  const remove = useApiMutation({
    mutationFn: () => deleteForm(form.id, hard),
    successToast: (r) => r.message || MESSAGES.form.deleted,
    errorToast: (e) => serverMessage(e) ?? MESSAGES.form.deleteFailed,
    onSuccess: () => {
      setConfirm(false);
      // Spec §4/§9: removed from the list after a 10 ms delay.
      setTimeout(() => {
        client.setQueriesData<FormsListResponse>({ queryKey: FORMS_LIST_KEY }, (old) =>
          old ? { ...old, forms: old.forms.filter((f) => f.id !== form.id) } : old,
        );
      }, FORM_DELETE_DELAY_MS);
    },
  });

  const loadChoices = async () => {
    try {
      const f = await client.fetchQuery({ queryKey: formKey(form.id), queryFn: () => fetchForm(form.id) });
      setChoices(offeredChoices(f.choices.choices, f.main.status, f.magic.magicStatus));
    } catch {
      toast.error(MESSAGES.form.decisionFailed);
    }
  };

  const decide = useApiMutation({
    mutationFn: (choice: Choice) => setClientResponse(form.id, decisionRequest(choice)),
    errorToast: MESSAGES.form.decisionFailed,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: FORMS_LIST_KEY });
      void client.invalidateQueries({ queryKey: formKey(form.id) });
    },
    onSettled: () => setChoices(null),
  });

  // A deleted row stays disabled until it leaves the list.
  const busy = clone.isPending || remove.isPending || remove.isSuccess || decide.isPending;

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 1,
        rowGap: 0.5,
        justifyContent: 'flex-end',
        alignItems: 'center',
        // Whole buttons wrap to a second line; their words never break inside one.
        '& .MuiButton-root': { whiteSpace: 'nowrap' },
      }}
    >
      <Button
        size="small"
        variant="contained"
        component={RouterLink}
        to={formPath(form)}
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
        blockedReason={magicDecisionBlock({ ...form, magicPdfs: form.magicPdfsCount })}
        onOpen={() => void loadChoices()}
        onPick={(c) => decide.mutate(c)}
      />
      {can(user, 'createForm') && (
        <Button
          size="small"
          disabled={busy}
          onClick={() => setConfirmClone(true)}
          aria-label={`Clone ${name}`}
        >
          Clone
        </Button>
      )}
      {!form.isMagic && <MagicCopyButton formId={form.id} label={`Make a magic copy of ${name}`} />}
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
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirm(false)}
        option={
          canArchive && can(user, 'deleteForm')
            ? { label: 'Delete permanently (cannot be undone)', checked: hard, onChange: setHard }
            : undefined
        }
      >
        <Typography sx={{ overflowWrap: 'anywhere' }}>Delete the report for {name}?</Typography>
        {!canArchive && <Typography color="error">This cannot be undone.</Typography>}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmClone}
        title="Copy report?"
        confirmLabel="Make a copy"
        tone="primary"
        busy={busy}
        onConfirm={() => clone.mutate()}
        onClose={() => setConfirmClone(false)}
      >
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          Make a copy of {name}, with its options, customer details and ratings (not its PDFs or decision)?
          The copy is named “{`${form.reportName || `Report ${form.id}`}${COPY_SUFFIX}`}” and opens.
        </Typography>
      </ConfirmDialog>
    </Box>
  );
}
