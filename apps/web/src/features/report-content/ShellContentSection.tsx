/**
 * Report Settings › "Sign-in message and what's new" (spec §2.4 corporate shell): the post-login message
 * and the highlights every user sees once after signing in, edited like the report texts (limited rich text).
 */
import Typography from '@mui/material/Typography';
import { ReportContentEditor } from './ReportContentEditor.tsx';

export function ShellContentSection() {
  return (
    <>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Shown to each user once after they sign in (not in reports). Write each highlight as a list item.
      </Typography>
      <ReportContentEditor level={{ kind: 'shell' }} />
    </>
  );
}
