/**
 * admin/reports, "Report Settings" (spec §2.1; ability adminReports): the corporate's report content (issue 10
 * §4: the blocks every report uses unless a community has its own), the corporate settings of spec §3.2 (renamed
 * labels, magic links), and the rates changes of issue 9 §2 (reports whose headline figures change on today's
 * rates, and their re-run).
 */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { CorporateReportContent } from '../report-content/index.ts';
import { CorporateSettingsSection } from './CorporateSettingsSection.tsx';
import { RatesChangesSection } from './RatesChangesSection.tsx';

export default function ReportSettingsPage() {
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Report Settings
      </Typography>
      <Box component="section" aria-labelledby="report-content" sx={{ mb: 4 }}>
        <Typography id="report-content" variant="h2" gutterBottom>
          Report content
        </Typography>
        <CorporateReportContent />
      </Box>
      <Box component="section" aria-labelledby="corporate-settings" sx={{ mb: 4 }}>
        <Typography id="corporate-settings" variant="h2" gutterBottom>
          Corporate settings
        </Typography>
        <CorporateSettingsSection />
      </Box>
      <Divider sx={{ mb: 3 }} />
      <RatesChangesSection />
    </Box>
  );
}
