/**
 * Webinars (Resources › software): titled links with their dates, newest first; an admin
 * (adminReports) adds, edits and deletes them.
 */
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { WebinarInput, formatDate, type Webinar } from '@rlc/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useDeleteWebinar, useSaveWebinar, useWebinars } from '../api.ts';
import { ItemDialog, type ItemField } from '../ItemDialog.tsx';
import { Loaded } from '../Loaded.tsx';
import { Section } from '../Section.tsx';
import { useResourcesAdmin } from '../useResourcesAdmin.ts';

type Draft = { title: string; date: string; url: string };
const FIELDS: ItemField<Draft>[] = [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'date', label: 'Date', kind: 'date' },
  { name: 'url', label: 'Link', kind: 'text', hint: 'The recording or booking page, https://…' },
];

export function WebinarsSection() {
  const admin = useResourcesAdmin();
  const list = useWebinars();
  const [editing, setEditing] = useState<Webinar | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Webinar | null>(null);
  const save = useSaveWebinar(() => setEditing(null));
  const remove = useDeleteWebinar(() => setDeleting(null));

  return (
    <Section
      id="webinars"
      title="Webinars"
      add={admin ? { label: 'Add webinar', onClick: () => setEditing('new') } : null}
    >
      <Loaded query={list} empty="No webinars yet." height={96}>
        {(items) => (
          <List dense aria-label="Webinars">
            {items.map((w) => (
              <ListItem
                key={w.id}
                divider
                secondaryAction={
                  admin ? (
                    <Stack direction="row">
                      <IconButton aria-label={`Edit ${w.title}`} onClick={() => setEditing(w)}>
                        <EditIcon />
                      </IconButton>
                      <IconButton aria-label={`Delete ${w.title}`} onClick={() => setDeleting(w)}>
                        <DeleteIcon />
                      </IconButton>
                    </Stack>
                  ) : null
                }
              >
                <ListItemText
                  primary={
                    <Link href={w.url} target="_blank" rel="noopener noreferrer">
                      {w.title}
                    </Link>
                  }
                  secondary={formatDate(w.date)}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Loaded>
      {editing ? (
        <ItemDialog<Draft>
          title={editing === 'new' ? 'Add webinar' : 'Edit webinar'}
          fields={FIELDS}
          schema={WebinarInput}
          initial={editing === 'new' ? { title: '', date: '', url: '' } : editing}
          busy={save.isPending}
          error={save.error}
          onSave={(body) => save.mutate({ id: editing === 'new' ? null : editing.id, body })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={!!deleting}
        title="Delete webinar?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      >
        {deleting?.title} will no longer be listed.
      </ConfirmDialog>
    </Section>
  );
}
