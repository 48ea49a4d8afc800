/** Spec §2.1: any unknown path (login required). */
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@rlc/shared';

export default function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title">
      <Typography id="not-found-title" variant="h1" gutterBottom>
        {MESSAGES.notFoundTitle}
      </Typography>
      <Typography sx={{ mb: 2 }}>{MESSAGES.notFoundText}</Typography>
      <Link component={RouterLink} to="/corporate/home">
        Go to Home
      </Link>
    </section>
  );
}
