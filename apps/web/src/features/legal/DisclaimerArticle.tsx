/** The Disclaimer and Terms of Use the user agreed to (spec §2.4 Consent), as one article. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DisclaimerText, TermsOfUseText } from './legalText.tsx';

export function DisclaimerArticle() {
  return (
    <Paper component="article" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="h1" gutterBottom>
        Disclaimer
      </Typography>
      <DisclaimerText />
      <Typography variant="h2" sx={{ mt: 3, mb: 1 }}>
        Terms of Use
      </Typography>
      <TermsOfUseText />
    </Paper>
  );
}
