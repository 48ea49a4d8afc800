/**
 * /dev/outbox (development, or a developer on the development host: DevOnly): e-mails the server queued while no SMTP_URL is set, newest first, so a
 * developer can follow password-reset links. Reads `GET /api/dev/outbox` (@rlc/shared DEV_ENDPOINTS.outbox).
 */
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEV_ENDPOINTS } from '@rlc/shared';
import { callEndpoint } from '../../api/endpoint.ts';
import { PublicFrame } from '../../components/PublicFrame.tsx';
import { DevOnly } from './DevOnly.tsx';

export default function OutboxPage() {
  return (
    <DevOnly>
      <Outbox />
    </DevOnly>
  );
}

function Outbox() {
  const q = useQuery({
    queryKey: ['dev-outbox'],
    queryFn: () => callEndpoint(DEV_ENDPOINTS.outbox),
  });
  const rows = q.data ?? [];
  return (
    <PublicFrame wide>
      <Typography variant="h1" gutterBottom>
        E-mail outbox (development)
      </Typography>
      {q.isError && <Alert severity="error">{q.error.message}</Alert>}
      {q.isSuccess && rows.length === 0 && <Typography>No e-mails yet.</Typography>}
      {rows.map((r) => (
        <Paper key={r.id} component="article" sx={{ p: 2, mb: 2 }}>
          <Typography variant="h3">{r.subject}</Typography>
          <Typography color="text.secondary">
            To {r.to} · {r.createdAt}
          </Typography>
          <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', fontSize: 13, mt: 1 }}>
            {r.text}
          </Box>
        </Paper>
      ))}
    </PublicFrame>
  );
}
