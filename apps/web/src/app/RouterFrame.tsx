/**
 * What both root routes share (the staff app's RootLayout and the customer's CustomerRoot, ADR 0015): the
 * between-routes loading bar (spec §2.3), and the router's registration for navigation from outside React
 * (routing/navigation.ts: the API client's redirects, the idle timer).
 */
import { useEffect } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { registerNavigate } from '../routing/navigation.ts';

/** Registers this router's navigate for code outside React while the calling route is mounted. */
export function useRegisterNavigate(): void {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((to, opts) => navigate(to, opts));
    return () => registerNavigate(null);
  }, [navigate]);
}

/** The thin bar at the top while the router loads the next route's code or data. */
export function RouteLoadingBar() {
  const navigation = useNavigation();
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.appBar + 1, height: 4 }}>
      {navigation.state !== 'idle' && (
        <LinearProgress aria-label="Loading page" data-testid="route-loading" />
      )}
    </Box>
  );
}
