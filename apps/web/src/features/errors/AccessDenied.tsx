/** Spec §2.3: shown in place of a route whose required permission the user lacks. */
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@rlc/shared';

export function AccessDenied() {
  return (
    <section aria-labelledby="access-denied-title">
      <Typography id="access-denied-title" variant="h1" gutterBottom>
        {MESSAGES.accessDeniedTitle}
      </Typography>
      <Typography>{MESSAGES.accessDeniedText}</Typography>
    </section>
  );
}
