/**
 * admin/reports, "Report Settings" (spec §2.1; ability adminReports). Its one section so far: the rates changes
 * of issue 9 §2 (the corporate's open reports whose headline figures change on today's rates, and their re-run).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RatesChangesSection } from './RatesChangesSection.tsx';

export default function ReportSettingsPage() {
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Report Settings
      </Typography>
      <RatesChangesSection />
    </Box>
  );
}
