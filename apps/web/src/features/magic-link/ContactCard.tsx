/** Whom the customer should contact about their report: the adviser (with a mail link) and the operator. */
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MagicContact } from '@rlc/shared';

export function ContactCard({ contact }: { contact: MagicContact }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} aria-label="Your contact">
      <Typography variant="subtitle2" component="h2">
        Your contact
      </Typography>
      <Typography>
        {contact.adviserName}, {contact.corporateName}
      </Typography>
      {contact.adviserEmail && (
        <Link href={`mailto:${contact.adviserEmail}`} sx={{ overflowWrap: 'anywhere' }}>
          {contact.adviserEmail}
        </Link>
      )}
    </Paper>
  );
}
