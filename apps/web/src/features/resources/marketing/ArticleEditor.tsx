/**
 * Write or change a newsletter article: title, date, summary, body in the limited rich text of the
 * report content (docs/adr/0012) with its live preview, and whether advisers see it (published). Checked by the
 * shared `NewsletterArticleInput`, the server's own rule, with each message beside its field.
 */
import Typography from '@mui/material/Typography';
import { NewsletterArticleInput, todayIso, type NewsletterArticle } from '@rlc/shared';
import { RichTextView } from '../../report-content/index.ts';
import { ItemDialog, type ItemField } from '../ItemDialog.tsx';

export type ArticleDraft = Omit<NewsletterArticle, 'id'>;

const FIELDS: ItemField<ArticleDraft>[] = [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'date', label: 'Date', kind: 'date' },
  { name: 'summary', label: 'Summary', kind: 'text', hint: 'One or two sentences, shown in the list.' },
  {
    name: 'body',
    label: 'Body',
    kind: 'multiline',
    hint: '## heading, - list item, 1. numbered item, **bold**, [words](https://…); a blank line between paragraphs.',
  },
  { name: 'published', label: 'Published (advisers see it)', kind: 'checkbox' },
];

export function ArticleEditor({
  article,
  busy,
  error,
  onSave,
  onClose,
}: {
  /** The article to change; null to write a new one (dated today, not published). */
  article: NewsletterArticle | null;
  busy: boolean;
  error?: unknown;
  onSave: (draft: ArticleDraft) => void;
  onClose: () => void;
}) {
  const initial: ArticleDraft = article ?? {
    title: '',
    date: todayIso(),
    summary: '',
    body: '',
    published: false,
  };
  return (
    <ItemDialog<ArticleDraft>
      title={article ? 'Edit article' : 'New article'}
      fields={FIELDS}
      schema={NewsletterArticleInput}
      initial={initial}
      busy={busy}
      error={error}
      onSave={onSave}
      onClose={onClose}
      extra={(v) => (
        <>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Preview
          </Typography>
          <RichTextView text={v.body} empty="The body appears here as you type." />
        </>
      )}
    />
  );
}
