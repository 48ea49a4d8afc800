/**
 * /dev/outbox (development only): e-mails the server queued while no SMTP_URL is set, newest first, so a
 * developer can follow password-reset links. Reads `GET /api/dev/outbox`; tolerant of the row shape.
 */
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { api } from '../../api/client.ts';
import { PublicFrame } from '../../components/PublicFrame.tsx';

interface OutboxRow {
  id?: number | string;
  to?: string;
  recipient?: string;
  subject?: string;
  text?: string;
  body?: string;
  html?: string;
  createdAt?: string;
  created_at?: string;
}

function rowsOf(data: unknown): OutboxRow[] {
  if (Array.isArray(data)) return data as OutboxRow[];
  if (data && typeof data === 'object') {
    for (const v of Object.values(data)) if (Array.isArray(v)) return v as OutboxRow[];
  }
  return [];
}

export default function OutboxPage() {
  const q = useQuery({
    queryKey: ['dev-outbox'],
    queryFn: () => api<unknown>('/api/dev/outbox', { absolute: true }),
  });
  const rows = rowsOf(q.data);
  return (
    <PublicFrame wide>
      <Typography variant="h1" gutterBottom>
        E-mail outbox (development)
      </Typography>
      {q.isError && <Alert severity="error">{q.error.message}</Alert>}
      {q.isSuccess && rows.length === 0 && <Typography>No e-mails yet.</Typography>}
      {rows.map((r, i) => (
        <Paper key={r.id ?? i} component="article" sx={{ p: 2, mb: 2 }}>
          <Typography variant="h3">{r.subject ?? '(no subject)'}</Typography>
          <Typography color="text.secondary">
            To {r.to ?? r.recipient ?? '?'} · {r.createdAt ?? r.created_at ?? ''}
          </Typography>
          <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', fontSize: 13, mt: 1 }}>
            {r.text ?? r.body ?? r.html ?? ''}
          </Box>
        </Paper>
      ))}
    </PublicFrame>
  );
}
