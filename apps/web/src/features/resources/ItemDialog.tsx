/**
 * The create / edit dialog of a resource (article, webinar, adviser): the fields it is given, checked on Save by
 * the item's shared zod schema (the one the server applies), each message beside its field; a 400 from the
 * server puts its issues beside the fields the same way. Saving stays disabled while the call runs.
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { z } from 'zod';
import { BusyBar } from '../../components/BusyBar.tsx';
import { DateInput } from '../../components/inputs/index.ts';
import { ApiError } from '../../api/client.ts';

/** One field of the dialog: its key in the values, label and kind. */
export type ItemField<V> = {
  name: keyof V & string;
  label: string;
  /** Under the field while it has no error. */
  hint?: string;
} & (
  | { kind: 'text' | 'date' | 'multiline' }
  | { kind: 'select' | 'multiselect'; options: readonly string[] }
  | { kind: 'checkbox' }
);

export interface ItemDialogProps<V extends Record<string, unknown>> {
  title: string;
  fields: readonly ItemField<V>[];
  schema: z.ZodType;
  initial: V;
  /** Under the fields, e.g. a preview of the text typed. */
  extra?: (values: V) => ReactNode;
  busy: boolean;
  /** The last save's failure (its 400 issues are shown beside the fields). */
  error?: unknown;
  onSave: (values: V) => void;
  onClose: () => void;
}

/** Field name → first message, from zod issues or the server's. */
function messagesOf(issues: readonly { path: string; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) out[i.path.split('.')[0] ?? ''] ??= i.message;
  return out;
}

export function ItemDialog<V extends Record<string, unknown>>(props: ItemDialogProps<V>) {
  const { title, fields, schema, initial, extra, busy, error, onSave, onClose } = props;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof V, value: unknown) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors(({ [name as string]: _gone, ...rest }) => rest);
  };
  const serverIssues = error instanceof ApiError && error.issues ? messagesOf(error.issues) : {};
  const shown = { ...serverIssues, ...errors };

  const save = () => {
    const checked = schema.safeParse(values);
    if (!checked.success) {
      setErrors(
        messagesOf(checked.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))),
      );
      return;
    }
    setErrors({});
    onSave(checked.data as V);
  };

  const id = `item-dialog-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={id} maxWidth="md" fullWidth>
      <DialogTitle id={id}>{title}</DialogTitle>
      <BusyBar busy={busy} label="Saving" />
      <DialogContent>
        <Stack
          spacing={2}
          sx={{ pt: 1 }}
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          {fields.map((f) => {
            const message = shown[f.name];
            const value = values[f.name];
            if (f.kind === 'checkbox')
              return (
                <FormControlLabel
                  key={f.name}
                  control={
                    <Checkbox checked={value === true} onChange={(e) => set(f.name, e.target.checked)} />
                  }
                  label={f.label}
                />
              );
            if (f.kind === 'multiselect') {
              const chosen = (value as string[] | undefined) ?? [];
              return (
                <FormControl key={f.name} component="fieldset" error={!!message}>
                  <FormLabel component="legend">{f.label}</FormLabel>
                  <FormGroup row>
                    {f.options.map((o) => (
                      <FormControlLabel
                        key={o}
                        label={o}
                        control={
                          <Checkbox
                            checked={chosen.includes(o)}
                            onChange={(e) =>
                              set(f.name, e.target.checked ? [...chosen, o] : chosen.filter((c) => c !== o))
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {message ? <FormHelperText>{message}</FormHelperText> : null}
                </FormControl>
              );
            }
            if (f.kind === 'date')
              return (
                <DateInput
                  key={f.name}
                  name={f.name}
                  label={f.label}
                  value={typeof value === 'string' && value ? value : null}
                  onChange={(iso) => set(f.name, iso ?? '')}
                  error={message}
                  helperText={f.hint}
                  // Articles and webinars may be dated ahead (an upcoming webinar).
                  allowFuture
                  minYear={2000}
                />
              );
            return (
              <TextField
                key={f.name}
                name={f.name}
                label={f.label}
                value={typeof value === 'string' ? value : ''}
                onChange={(e) => set(f.name, e.target.value)}
                error={!!message}
                helperText={message ?? f.hint}
                select={f.kind === 'select'}
                multiline={f.kind === 'multiline'}
                minRows={f.kind === 'multiline' ? 6 : undefined}
                fullWidth
              >
                {f.kind === 'select'
                  ? f.options.map((o) => (
                      <MenuItem key={o} value={o}>
                        {o}
                      </MenuItem>
                    ))
                  : null}
              </TextField>
            );
          })}
          {extra ? <Box>{extra(values)}</Box> : null}
          {/* Enter in a one-line field saves. */}
          <button type="submit" hidden />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
