/**
 * Resources › marketing (spec §2.1 newsletter articles, §7 GET content/newsletter-articles): the
 * articles newest first, each with its date and summary; Read opens the whole article. Advisers see the
 * published ones; an admin (adminReports) also sees drafts and writes, edits, publishes, unpublishes and deletes.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, type NewsletterArticle } from '@rlc/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { RichTextView } from '../../report-content/index.ts';
import { useArticles, useDeleteArticle, usePublishArticle, useSaveArticle } from '../api.ts';
import { Loaded } from '../Loaded.tsx';
import { Section } from '../Section.tsx';
import { useResourcesAdmin } from '../useResourcesAdmin.ts';
import { ArticleEditor } from './ArticleEditor.tsx';

export default function MarketingPage() {
  const admin = useResourcesAdmin();
  const list = useArticles();
  const [reading, setReading] = useState<NewsletterArticle | null>(null);
  const [editing, setEditing] = useState<NewsletterArticle | 'new' | null>(null);
  const [deleting, setDeleting] = useState<NewsletterArticle | null>(null);
  const save = useSaveArticle(() => setEditing(null));
  const publish = usePublishArticle();
  const remove = useDeleteArticle(() => setDeleting(null));

  return (
    <Section
      id="newsletter"
      title="Newsletter articles"
      add={admin ? { label: 'New article', onClick: () => setEditing('new') } : null}
    >
      <Loaded query={list} empty="No articles yet." height={160}>
        {(items) => (
          <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Articles">
            {items.map((a) => (
              <Card key={a.id} component="li" variant="outlined" aria-labelledby={`article-${a.id}`}>
                <CardContent sx={{ pb: 1 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography id={`article-${a.id}`} variant="h3" component="h3">
                      {a.title}
                    </Typography>
                    {a.published ? null : <Chip size="small" label="Draft" color="warning" />}
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {formatDate(a.date)}
                  </Typography>
                  <Typography variant="body2">{a.summary}</Typography>
                </CardContent>
                <CardActions sx={{ flexWrap: 'wrap' }}>
                  <Button size="small" onClick={() => setReading(a)} aria-label={`Read ${a.title}`}>
                    Read
                  </Button>
                  {admin ? (
                    <>
                      <Button size="small" onClick={() => setEditing(a)} aria-label={`Edit ${a.title}`}>
                        Edit
                      </Button>
                      <Button
                        size="small"
                        disabled={publish.isPending}
                        onClick={() => publish.mutate({ id: a.id, published: !a.published })}
                        aria-label={`${a.published ? 'Unpublish' : 'Publish'} ${a.title}`}
                      >
                        {a.published ? 'Unpublish' : 'Publish'}
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setDeleting(a)}
                        aria-label={`Delete ${a.title}`}
                      >
                        Delete
                      </Button>
                    </>
                  ) : null}
                </CardActions>
              </Card>
            ))}
          </Stack>
        )}
      </Loaded>

      <Dialog
        open={!!reading}
        onClose={() => setReading(null)}
        aria-labelledby="article-reader-title"
        maxWidth="md"
        fullWidth
      >
        <DialogTitle id="article-reader-title">{reading?.title}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {reading ? formatDate(reading.date) : ''}
          </Typography>
          <RichTextView text={reading?.body ?? ''} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setReading(null)}>Close</Button>
        </DialogActions>
      </Dialog>

      {editing ? (
        <ArticleEditor
          article={editing === 'new' ? null : editing}
          busy={save.isPending}
          error={save.error}
          onSave={(body) => save.mutate({ id: editing === 'new' ? null : editing.id, body })}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={!!deleting}
        title="Delete article?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      >
        “{deleting?.title}” will be deleted for everyone. This cannot be undone.
      </ConfirmDialog>
    </Section>
  );
}
