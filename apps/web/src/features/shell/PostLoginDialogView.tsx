/**
 * The post-login dialog itself (PostLoginDialog.tsx decides whether it shows): loaded only when there is
 * something unseen, so the staff screens' JavaScript does not carry the dialog and the rich text view
 *.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { RichTextView } from '../report-content/index.ts';
import type { unseenOf } from './postLogin.ts';

export default function PostLoginDialogView({
  unseen,
  dismiss,
}: {
  unseen: ReturnType<typeof unseenOf>;
  dismiss: () => void;
}) {
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
