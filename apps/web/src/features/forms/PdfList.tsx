/**
 * The slot for the form's PDF reports on the Results page. PDF generation arrives with a later change: until the
 * form carries PDFs this renders nothing (no placeholder).
 */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate, type FormPdf } from '@rlc/shared';

export function PdfList({ pdfs }: { pdfs: readonly FormPdf[] }) {
  if (pdfs.length === 0) return null;
  return (
    <section aria-labelledby="pdfs-title">
      <Typography id="pdfs-title" variant="h3" component="h3" sx={{ mt: 3 }}>
        Reports
      </Typography>
      <List dense>
        {pdfs.map((p) => (
          <ListItem key={p.id}>
            <ListItemText
              primary={`${p.kind === 'summary' ? 'Summary' : 'Results'} report`}
              secondary={`${formatDate(p.created_at)} · ${p.status === 'done' ? 'ready' : p.status}`}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
