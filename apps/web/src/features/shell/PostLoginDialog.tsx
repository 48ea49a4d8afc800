/**
 * The post-login message and "What's new" highlights (spec §2.4 corporate shell; issue 13): read from GET
 * shellContent once the user has consented, shown in one dialog when something is unseen (postLogin.ts), and
 * remembered when dismissed. The message is the limited rich text of ADR 0012, drawn like a report's.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { CONTENT_ENDPOINTS } from '@rlc/shared';
import { callEndpoint } from '../../api/endpoint.ts';
import { RichTextView } from '../report-content/index.ts';
import { markSeen, unseenOf } from './postLogin.ts';

export function PostLoginDialog({ userId }: { userId: number }) {
  const content = useQuery({
    queryKey: ['shellContent'],
    queryFn: () => callEndpoint(CONTENT_ENDPOINTS.getShellContent),
    staleTime: Infinity,
  });
  const [dismissed, setDismissed] = useState(false);
  if (!content.data || dismissed) return null;
  const unseen = unseenOf(content.data, userId);
  if (!unseen.message && unseen.highlights.length === 0) return null;
  const data = content.data;
  const dismiss = () => {
    markSeen(data, userId);
    setDismissed(true);
  };
  return (
    <Dialog open onClose={dismiss} aria-labelledby="post-login-title" maxWidth="sm" fullWidth>
      <DialogTitle id="post-login-title">{unseen.message ? 'Message' : "What's new"}</DialogTitle>
      <DialogContent>
        {unseen.message && <RichTextView text={unseen.message} />}
        {unseen.highlights.length > 0 && (
          <section aria-labelledby="highlights-title">
            {unseen.message && (
              <Typography id="highlights-title" variant="h3" sx={{ mt: 2 }}>
                What&apos;s new
              </Typography>
            )}
            <List dense aria-label="What's new">
              {unseen.highlights.map((h) => (
                <ListItem key={h.id} disableGutters>
                  <ListItemText primary={`• ${h.text}`} />
                </ListItem>
              ))}
            </List>
          </section>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={dismiss} autoFocus>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}
