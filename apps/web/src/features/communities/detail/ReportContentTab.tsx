/**
 * The Report Content tab (spec §2.1 'reportContent', permission updateCommunityReport): a placeholder until the
 * community's report content editor (issue 10 §4) takes its place.
 */
import Typography from '@mui/material/Typography';

export default function ReportContentTab() {
  return (
    <Typography color="text.secondary">
      The report content of this community is edited here once the report content editor is available.
    </Typography>
  );
}
