/**
 * Resources › legal (spec §2.1): inside the app, the same texts as the public /legal page (its six
 * sections, from the legal feature), and the Terms of Use every user agreed to.
 */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LegalSections, TermsOfUseText } from '../legal/index.ts';

export default function LegalTab() {
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" component="p" sx={{ fontSize: '1.5rem', mb: 1 }}>
        Assumptions Limitations and Disclaimer
      </Typography>
      <LegalSections />
      <section aria-labelledby="legal-terms">
        <Typography id="legal-terms" variant="h2" sx={{ mt: 3, mb: 1 }}>
          Terms of Use
        </Typography>
        <TermsOfUseText />
      </section>
    </Paper>
  );
}
