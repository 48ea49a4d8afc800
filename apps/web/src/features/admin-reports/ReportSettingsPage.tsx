/**
 * admin/reports, "Report Settings" (spec §2.1; ability adminReports): the corporate's report content (issue 10
 * §4: the blocks every report uses unless a community has its own), the corporate settings of spec §3.2 (renamed
 * labels, magic links), the report cover's logo, the sign-in message and what's new, and the rates changes (reports whose headline figures change on today's
 * rates, and their re-run).
 */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CorporateReportContent, ShellContentSection } from '../report-content/index.ts';
import { CorporateLogoSection } from './CorporateLogoSection.tsx';
import { CorporateSettingsSection } from './CorporateSettingsSection.tsx';
import { RatesChangesSection } from './RatesChangesSection.tsx';

/** A part of the screen under its h2, named by it for screen readers. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} variant="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export default function ReportSettingsPage() {
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Report Settings
      </Typography>
      <Part id="report-content" title="Report content">
        <CorporateReportContent />
      </Part>
      <Part id="shell-content" title="Sign-in message and what's new">
        <ShellContentSection />
      </Part>
      <Part id="corporate-settings" title="Corporate settings">
        <CorporateSettingsSection />
      </Part>
      <Part id="report-logo" title="Report cover logo">
        <CorporateLogoSection />
      </Part>
      <Divider sx={{ mb: 3 }} />
      <RatesChangesSection />
    </Box>
  );
}
