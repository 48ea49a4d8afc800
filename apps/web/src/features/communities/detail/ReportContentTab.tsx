/**
 * The Report Content tab (spec §2.1 'reportContent', permission updateCommunityReport): the community's own report
 * content blocks, edited with the report-content feature's editor.
 */
import { CommunityReportContent } from '../../report-content/index.ts';
import { useCommunityId } from './useCommunityId.ts';

export default function ReportContentTab() {
  const communityId = useCommunityId();
  // The community page shows 'Page Not Found' for a path that is not a numeric id, so this is only a guard.
  return communityId === null ? null : <CommunityReportContent communityId={communityId} />;
}
