/**
 * /corporate/resources (spec §2.1): the "Resources" title and its tabs (software, marketing, legal, Find An
 * Adviser), each a route of its own so it can be linked to; the chosen tab's screen below.
 */
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { RESOURCE_TABS } from './routes.ts';

export default function ResourcesLayout() {
  const { pathname } = useLocation();
  const current = RESOURCE_TABS.find((t) => pathname.startsWith(`/corporate/resources/${t.path}`));
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Resources
      </Typography>
      <Tabs
        value={current?.path ?? false}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Resources"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {RESOURCE_TABS.map((t) => (
          <Tab key={t.path} value={t.path} label={t.label} component={RouterLink} to={t.path} />
        ))}
      </Tabs>
      <Outlet />
    </Box>
  );
}
