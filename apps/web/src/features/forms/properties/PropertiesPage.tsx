/**
 * Properties (spec §2.1 `properties/:flag?`): the options on the form; add an internal option (a village
 * of the form's community) or an external one within the limits (3 in total, 2 internal, 1 external, 3 options),
 * with the limit's message beside the disabled button; delete (confirm); order (move up / down); compare.
 */
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { formatAud, MODEL_ID, type ExternalVillage, type InternalVillage, type ModelId } from '@rlc/shared';
import { ApiError } from '../../../api/client.ts';
import { useApiMutation } from '../../../api/useApiMutation.ts';
import { createVillage, deleteVillage, updateExternalVillage, updateInternalVillage } from '../api.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { ConflictAlert } from '../save/ConflictAlert.tsx';
import { addLimitMessage, countVillages } from '../limits.ts';
import { formKey, useFormBase, useFormCache, useLoadedForm } from '../queries.ts';
import { villagePath } from '../layout/steps.ts';
import { isInternal, withAddedVillage, withUpdatedVillage, withoutVillage } from '../villageLists.ts';
import { ONE_LINE, useClipped } from '../../../components/OverflowText.tsx';

type Village = InternalVillage | ExternalVillage;

const isConflict = (e: unknown) => e instanceof ApiError && e.status === 409;

export default function PropertiesPage() {
  const { formId, form } = useLoadedForm();
  const cache = useFormCache(formId);
  const navigate = useNavigate();
  const base = useFormBase(formId);
  const [conflict, setConflict] = useState(false);
  const [toDelete, setToDelete] = useState<Village | null>(null);

  const villages: Village[] = [...form.villagesInternal, ...form.villagesExternal].sort(
    (a, b) => a.order - b.order || a.id - b.id,
  );
  const counts = countVillages(form);
  const internalLimit = addLimitMessage('internal', counts, form.config);
  const externalLimit = addLimitMessage('external', counts, form.config);

  /** Runs a write; 409 → conflict notice, other errors → toast with the server's message. */
  const write = useApiMutation({
    mutationFn: (run: () => Promise<void>) => run(),
    errorToast: (e) => (isConflict(e) ? undefined : e instanceof Error ? e.message : String(e)),
    onSuccess: () => void cache.invalidateSummary(),
    onError: (e) => {
      if (isConflict(e)) setConflict(true);
    },
  });
  const busy = write.isPending;

  const add = (modelId: ModelId) =>
    write.mutate(async () => {
      const { village, version } = await createVillage(formId, modelId, cache.version());
      cache.patch(version, (f) => withAddedVillage(f, village));
      void navigate(`${base}/${villagePath(village.modelId, village.id)}`);
    });

  const update = (v: Village, data: { order?: number; compare?: boolean }) => {
    const res = isInternal(v)
      ? updateInternalVillage(formId, v.id, data, cache.version())
      : updateExternalVillage(formId, v.id, data, cache.version());
    return res.then(({ updated, version }) => cache.patch(version, (f) => withUpdatedVillage(f, updated)));
  };

  /** Swap positions with the neighbour: renumber all orders 0..n-1 so equal orders cannot stall a move. */
  const move = (index: number, delta: -1 | 1) =>
    write.mutate(async () => {
      const next = [...villages];
      const [item] = next.splice(index, 1);
      next.splice(index + delta, 0, item!);
      for (const [i, v] of next.entries()) if (v.order !== i) await update(v, { order: i });
    });

  const remove = (v: Village) =>
    write.mutate(async () => {
      const { version } = await deleteVillage(formId, v.modelId, v.id, cache.version());
      cache.patch(version, (f) => withoutVillage(f, v));
      setToDelete(null);
    });

  return (
    <Box sx={{ maxWidth: 1048 }}>
      <Typography variant="h2" gutterBottom>
        Properties
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Compare staying at home with up to {form.config.maxVillagesTotal} properties:{' '}
        {form.config.maxVillages} villages of {form.corporateCommunity.name} and {form.config.maxExternal}{' '}
        external property.
      </Typography>
      {conflict && (
        <ConflictAlert
          onReload={() => {
            setConflict(false);
            void cache.client.refetchQueries({ queryKey: formKey(formId), exact: true });
          }}
        />
      )}

      {villages.length === 0 && (
        <Alert severity="info">No properties yet. Add one to compare it with staying at home.</Alert>
      )}
      <Box
        component="ol"
        aria-label="Properties on this report"
        // minmax(0, 1fr): a card never grows past the page for a long name (its title is cut instead).
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 1.5,
        }}
      >
        {villages.map((v, i) => (
          <Paper
            component="li"
            variant="outlined"
            key={`${v.modelId}-${v.id}`}
            sx={{ p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
          >
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
              <Typography variant="h3" component="h3" sx={{ minWidth: 0 }}>
                {/* Issue 14: a long name is cut with an ellipsis; the link's tooltip gives the whole. */}
                <CardLink
                  to={`${base}/${villagePath(v.modelId, v.id)}`}
                  name={v.name || 'Unnamed property'}
                />
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
                <Chip size="small" label={isInternal(v) ? 'Internal' : 'External'} />
                <Chip
                  size="small"
                  variant="outlined"
                  label={v.rvOrLlc === 'llc' ? 'Land lease' : 'Retirement village'}
                />
                {isInternal(v) ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    label={`${v.selectedContracts.length} contract${v.selectedContracts.length === 1 ? '' : 's'} selected`}
                  />
                ) : (
                  <Chip size="small" variant="outlined" label={formatAud(v.propertyValue, { whole: true })} />
                )}
              </Box>
            </Box>
            <FormControlLabel
              label="Compare"
              control={
                <Checkbox
                  checked={v.compare}
                  disabled={busy}
                  slotProps={{ input: { 'aria-label': `Compare ${v.name}` } }}
                  onChange={(_e, checked) => write.mutate(() => update(v, { compare: checked }))}
                />
              }
            />
            <Tooltip title="Move up">
              <span>
                <IconButton
                  aria-label={`Move ${v.name} up`}
                  disabled={busy || i === 0}
                  onClick={() => move(i, -1)}
                >
                  <ArrowUpward />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Move down">
              <span>
                <IconButton
                  aria-label={`Move ${v.name} down`}
                  disabled={busy || i === villages.length - 1}
                  onClick={() => move(i, 1)}
                >
                  <ArrowDownward />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Delete">
              <IconButton aria-label={`Delete ${v.name}`} disabled={busy} onClick={() => setToDelete(v)}>
                <DeleteOutline />
              </IconButton>
            </Tooltip>
          </Paper>
        ))}
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mt: 3 }}>
        <AddButton
          label={`Add a village of ${form.corporateCommunity.name}`}
          limit={internalLimit}
          busy={busy}
          onClick={() => add(MODEL_ID.internal)}
        />
        <AddButton
          label="Add an external property"
          limit={externalLimit}
          busy={busy}
          onClick={() => add(MODEL_ID.external)}
        />
      </Box>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete property?"
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => toDelete && remove(toDelete)}
        onClose={() => setToDelete(null)}
      >
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {toDelete?.name} and everything entered for it will be removed from this report.
        </Box>
      </ConfirmDialog>
    </Box>
  );
}

/** An option card's name: a link on one line, cut to fit, the whole name in a tooltip while cut. */
function CardLink({ to, name }: { to: string; name: string }) {
  const [ref, clipped] = useClipped<HTMLAnchorElement>(name);
  return (
    <Tooltip title={clipped ? name : ''} describeChild>
      <Link ref={ref} component={RouterLink} to={to} underline="hover" sx={ONE_LINE}>
        {name}
      </Link>
    </Tooltip>
  );
}

function AddButton({
  label,
  limit,
  busy,
  onClick,
}: {
  label: string;
  limit: string | null;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Button variant="contained" onClick={onClick} disabled={busy || limit !== null}>
        {label}
      </Button>
      {limit && (
        <Typography variant="body2" color="text.secondary" role="note" sx={{ mt: 0.5 }}>
          {limit}
        </Typography>
      )}
    </Box>
  );
}
