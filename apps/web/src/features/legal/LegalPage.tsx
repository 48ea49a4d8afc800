/** /legal (public): 'Assumptions Limitations and Disclaimer' with the six sections of spec §2.4. */
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { PublicFrame } from '../../components/PublicFrame.tsx';
import { LegalSections } from './LegalSections.tsx';

export default function LegalPage() {
  return (
    <PublicFrame wide>
      <Paper component="article" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h1" gutterBottom>
          Assumptions Limitations and Disclaimer
        </Typography>
        <LegalSections />
      </Paper>
    </PublicFrame>
  );
}
