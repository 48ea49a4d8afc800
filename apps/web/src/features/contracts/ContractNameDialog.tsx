/**
 * The name of a contract type, for creating one (with the noAutoAddMagicLink choice) or renaming one. The name
 * is checked here as the server does (required, at most 100 characters, not another type's name in any letter
 * case: `contractTypeNameKey`), and a refusal from the server (e.g. a type another admin just created) is shown
 * beside the field too.
 */
import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import {
  CONTRACT_TYPE_NAME_MAX,
  CONTRACT_TYPE_NAME_TAKEN,
  ContractTypeName,
  contractTypeNameKey,
} from '@rlc/shared';
import { useZodForm } from '../../components/useZodForm.ts';

export const NO_AUTO_ADD_LABEL = 'Do not add to magic links automatically';

export interface ContractNameDialogProps {
  title: string;
  submitLabel: string;
  initialName: string;
  /** Names of the corporate's other types. */
  otherNames: readonly string[];
  /** Creating: also ask for noAutoAddMagicLink. */
  askMagicLink?: boolean;
  busy: boolean;
  /** The server's refusal of the name, shown beside it. */
  serverError?: string | undefined;
  onSubmit: (values: { name: string; noAutoAddMagicLink: boolean }) => void;
  onClose: () => void;
}

export function ContractNameDialog(props: ContractNameDialogProps) {
  const { otherNames, busy, serverError } = props;
  const schema = useMemo(() => {
    const taken = new Set(otherNames.map(contractTypeNameKey));
    return z.object({
      name: ContractTypeName.refine(
        (name) => !taken.has(contractTypeNameKey(name)),
        CONTRACT_TYPE_NAME_TAKEN,
      ),
    });
  }, [otherNames]);
  const form = useZodForm<{ name: string }>(schema, { name: props.initialName });
  const [noAutoAdd, setNoAutoAdd] = useState(false);
  const field = form.field('name');
  const error = field.helperText ?? serverError;

  return (
    <Dialog open onClose={props.onClose} aria-labelledby="contract-name-title" maxWidth="xs" fullWidth>
      {busy && <LinearProgress aria-label="Saving" />}
      <form
        noValidate
        onSubmit={form.submit((v) => props.onSubmit({ name: v.name, noAutoAddMagicLink: noAutoAdd }))}
      >
        <DialogTitle id="contract-name-title">{props.title}</DialogTitle>
        <DialogContent>
          <TextField
            {...field}
            label="Name"
            autoFocus
            fullWidth
            margin="dense"
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: CONTRACT_TYPE_NAME_MAX } }}
          />
          {props.askMagicLink && (
            <FormControlLabel
              control={<Checkbox checked={noAutoAdd} onChange={(e) => setNoAutoAdd(e.target.checked)} />}
              label={NO_AUTO_ADD_LABEL}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
