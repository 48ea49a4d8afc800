/** The corporate's report content (Report Settings, updateCorporateReport): the default text of every block. */
import Typography from '@mui/material/Typography';
import { ReportContentEditor } from './ReportContentEditor.tsx';

export function CorporateReportContent() {
  return (
    <>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        The texts every report uses, unless a community has its own text for the block.
      </Typography>
      <ReportContentEditor level={{ kind: 'corporate' }} />
    </>
  );
}
