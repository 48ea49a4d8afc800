/**
 * The preview of a report content block: its limited rich text (@rlc/shared rich-text.ts) drawn with React
 * elements, as the PDF draws it with its own: headings, paragraphs, lists, bold and http(s)/mailto links. The
 * text is parsed, never inserted as HTML.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { parseRichText, type RichInline } from '@rlc/shared';
import { Highlight } from '../../components/Highlight.tsx';

function Inline({ parts, marks }: { parts: readonly RichInline[]; marks?: readonly string[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.type === 'bold' ? (
          <strong key={i}>
            <Highlight text={p.text} words={marks} />
          </strong>
        ) : p.type === 'link' ? (
          <Link key={i} href={p.href} target="_blank" rel="noopener noreferrer">
            <Highlight text={p.text} words={marks} />
          </Link>
        ) : (
          <span key={i}>
            <Highlight text={p.text} words={marks} />
          </span>
        ),
      )}
    </>
  );
}

/**
 * `marks`: words to mark in the text (a search's words, e.g. the FAQ's); none by default.
 */
export function RichTextView({
  text,
  empty,
  marks,
}: {
  text: string;
  empty?: string;
  marks?: readonly string[];
}) {
  const blocks = parseRichText(text);
  if (blocks.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty ?? 'Nothing to show.'}
      </Typography>
    );
  return (
    <Box sx={{ '& > :last-child': { mb: 0 } }}>
      {blocks.map((b, i) => {
        if (b.type === 'heading')
          return (
            <Typography
              key={i}
              variant={b.level === 2 ? 'subtitle1' : 'subtitle2'}
              component="p"
              sx={{ fontWeight: 700, mt: 1 }}
            >
              <Inline parts={b.content} marks={marks} />
            </Typography>
          );
        if (b.type === 'paragraph')
          return (
            <Typography key={i} variant="body2" sx={{ mb: 1.5 }}>
              <Inline parts={b.content} marks={marks} />
            </Typography>
          );
        const List = b.ordered ? 'ol' : 'ul';
        return (
          <Box key={i} component={List} sx={{ mt: 0, mb: 1.5, pl: 3 }}>
            {b.items.map((item, n) => (
              <Typography key={n} component="li" variant="body2">
                <Inline parts={item} marks={marks} />
              </Typography>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}
