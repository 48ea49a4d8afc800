/**
 * The six sections of spec §2.4's legal page (Purpose, Limitations, Assumptions, Key terms and Definitions,
 * Disclaimer, Privacy Statement), each under its h2: the public /legal page and Resources › legal show the same.
 */
import Typography from '@mui/material/Typography';
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

export function LegalSections() {
  return SECTIONS.map(([title, Body]) => (
    <section key={title} aria-labelledby={`legal-${title}`}>
      <Typography id={`legal-${title}`} variant="h2" sx={{ mt: 3, mb: 1 }}>
        {title}
      </Typography>
      <Body />
    </section>
  ));
}
