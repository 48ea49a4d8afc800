/**
 * A community's report content (the community screen's reportContent tab, permission
 * updateCommunityReport): the community's own blocks, each replacing the corporate text of the same name in this
 * community's reports. The server answers 404 for a community the signed-in user is not assigned to.
 */
import Typography from '@mui/material/Typography';
import { ReportContentEditor } from './ReportContentEditor.tsx';

export function CommunityReportContent({ communityId }: { communityId: number }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Text written here replaces the corporate text of the same block in this community’s reports; an empty
        block uses the corporate text.
      </Typography>
      <ReportContentEditor level={{ kind: 'community', communityId }} />
    </>
  );
}
