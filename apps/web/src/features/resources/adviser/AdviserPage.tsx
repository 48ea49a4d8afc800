/**
 * Resources › adviser, "Find An Adviser" (spec §2.1): the independent financial advisers and aged-care
 * specialists the operator recommends. The adviser types a postcode (nearest first: the postcode's own state,
 * then numerically closest postcodes, @rlc/shared `findAdvisers`) or a suburb, name or speciality, and may keep
 * to one state. An admin (adminReports) adds, edits and removes entries.
 */
import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STATES, findAdvisers, type AustralianState, type RecommendedAdviser } from '@rlc/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useAdvisers, useDeleteAdviser, useSaveAdviser } from '../api.ts';
import { Loaded } from '../Loaded.tsx';
import { Section } from '../Section.tsx';
import { useResourcesAdmin } from '../useResourcesAdmin.ts';
import { AdviserCard } from './AdviserCard.tsx';
import { AdviserEditor } from './AdviserEditor.tsx';

export default function AdviserPage() {
  const admin = useResourcesAdmin();
  const list = useAdvisers();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<AustralianState | ''>('');
  const [editing, setEditing] = useState<RecommendedAdviser | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RecommendedAdviser | null>(null);
  const save = useSaveAdviser(() => setEditing(null));
  const remove = useDeleteAdviser(() => setDeleting(null));

  return (
    <Section
      id="find-an-adviser"
      title="Find An Adviser"
      add={admin ? { label: 'Add adviser', onClick: () => setEditing('new') } : null}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        Independent financial advisers and aged-care specialists we recommend to clients who want personal
        advice.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <TextField
          label="Postcode or suburb"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          sx={{ flex: 1, maxWidth: { sm: 360 } }}
        />
        <TextField
          select
          label="State"
          value={state}
          onChange={(e) => setState(e.target.value as AustralianState | '')}
          // The theme's fullWidth would take the whole row from the search box (squeezed to a 0 px, untargetable
          // field): a fixed width beside it, the whole width when the two stack on a phone.
          sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0 }}
        >
          <MenuItem value="">All states</MenuItem>
          {STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
        Tip: a postcode lists the nearest first, by how close the postcodes are in number within the same
        state (postcodes run outward from each capital). It is an approximation, not a distance in kilometres.
      </Typography>
      <Loaded query={list} empty="No advisers in the directory yet." height={160}>
        {(items) => {
          const matches = findAdvisers(items, { query, state: state || null });
          if (matches.length === 0)
            return <Typography>No adviser matches. Try a postcode, or another state.</Typography>;
          return (
            <Stack component="ol" aria-label="Advisers" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {matches.map((m) => (
                <AdviserCard
                  key={m.adviser.id}
                  match={m}
                  onEdit={admin ? () => setEditing(m.adviser) : undefined}
                  onDelete={admin ? () => setDeleting(m.adviser) : undefined}
                />
              ))}
            </Stack>
          );
        }}
      </Loaded>
      {editing ? (
        <AdviserEditor
          adviser={editing === 'new' ? null : editing}
          busy={save.isPending}
          error={save.error}
          onSave={(body) => save.mutate({ id: editing === 'new' ? null : editing.id, body })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={!!deleting}
        title="Remove adviser?"
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      >
        {deleting?.name} ({deleting?.business}) will no longer be listed.
      </ConfirmDialog>
    </Section>
  );
}
