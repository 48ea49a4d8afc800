/** /legal (public): 'Assumptions Limitations and Disclaimer' with the six sections of spec §2.4. */
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { PublicFrame } from '../../components/PublicFrame.tsx';
import {
  AssumptionsText,
  DisclaimerText,
  KeyTermsText,
  LimitationsText,
  PrivacyText,
  PurposeText,
} from './legalText.tsx';

const SECTIONS = [
  ['Purpose', PurposeText],
  ['Limitations', LimitationsText],
  ['Assumptions', AssumptionsText],
  ['Key terms and Definitions', KeyTermsText],
  ['Disclaimer', DisclaimerText],
  ['Privacy Statement', PrivacyText],
] as const;

export default function LegalPage() {
  return (
    <PublicFrame wide>
      <Paper component="article" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h1" gutterBottom>
          Assumptions Limitations and Disclaimer
        </Typography>
        {SECTIONS.map(([title, Body]) => (
          <section key={title} aria-labelledby={`legal-${title}`}>
            <Typography id={`legal-${title}`} variant="h2" sx={{ mt: 3, mb: 1 }}>
              {title}
            </Typography>
            <Body />
          </section>
        ))}
      </Paper>
    </PublicFrame>
  );
}
