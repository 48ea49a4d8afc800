/**
 * community/:communityId (spec §2.1; ability updateCommunity): the community's name as the heading and its tabs
 * (COMMUNITY_TABS of @rlc/shared: details, contracts, users, reportContent, amenities, fees, services), each shown
 * only to users holding its permission (spec §6 "Community editing tabs need their own edit permission"), each
 * its own route with its own form and Save. A path that is not a numeric id, and a community the server does not
 * show the caller (another corporate's, or not assigned: 404), show 'Page Not Found' and no tabs.
 */
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { can, COMMUNITY_TABS, MESSAGES } from '@rlc/shared';
import { ApiError } from '../../../api/client.ts';
import { errorMessage } from '../../../api/useApiMutation.ts';
import { useSession } from '../../../session/useSession.ts';
import { communityTabKey, fetchDetails } from './api.ts';
import { useCommunityId } from './useCommunityId.ts';

const BASE = '/corporate/communities/community';

export default function CommunityPage() {
  const communityId = useCommunityId();
  const user = useSession()?.user;
  const { pathname } = useLocation();
  const title = useQuery({
    queryKey: communityTabKey(communityId ?? 0, 'title'),
    queryFn: () => fetchDetails(communityId!),
    enabled: communityId !== null,
  });
  // Not a numeric id, or a community the server does not show this user (404): the 404 screen's words.
  if (communityId === null || (title.error instanceof ApiError && title.error.code === 'NOT_FOUND'))
    return (
      <Box>
        <Typography variant="h1">{MESSAGES.notFoundTitle}</Typography>
        <Typography>{MESSAGES.notFoundText}</Typography>
      </Box>
    );
  const tabs = COMMUNITY_TABS.filter((t) => can(user, t.permission));
  const current = tabs.find((t) => pathname.startsWith(`${BASE}/${communityId}/${t.path}`))?.path ?? false;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Link component={RouterLink} to="/corporate/communities/list" variant="body2">
        Communities
      </Link>
      <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {title.data?.details.name ?? (title.isError ? 'Community' : ' ')}
      </Typography>
      {title.isError && (
        <Typography color="error" gutterBottom>
          {MESSAGES.community.detailsLoadFailed}: {errorMessage(title.error)}
        </Typography>
      )}
      <Tabs
        value={current}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Community tabs"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {tabs.map((t) => (
          <Tab
            key={t.path}
            value={t.path}
            label={t.label}
            component={RouterLink}
            to={`${BASE}/${communityId}/${t.path}`}
          />
        ))}
      </Tabs>
      <Outlet />
    </Box>
  );
}
