/** /disclaimer: the Terms of Use and Disclaimer the user agreed to, readable at any time. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PublicFrame } from '../../components/PublicFrame.tsx';
import { DisclaimerText, TermsOfUseText } from './legalText.tsx';

export default function DisclaimerPage() {
  return (
    <PublicFrame wide>
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
    </PublicFrame>
  );
}
