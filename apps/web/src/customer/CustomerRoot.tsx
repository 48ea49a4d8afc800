/**
 * Outermost route element of the customer's entry: the between-routes loading bar (spec §2.3) and the router's
 * registration for navigation from outside React (the API client's "session ended" redirect). None of the staff
 * root's idle timer, cross-tab session or 'Waiting on other tab' screen: those watch the staff session.
 */
import { useEffect } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { registerNavigate } from '../routing/navigation.ts';

export function CustomerRoot() {
  const navigation = useNavigation();
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((to, opts) => navigate(to, opts));
    return () => registerNavigate(null);
  }, [navigate]);
  return (
    <>
      <Box
        sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (t) => t.zIndex.appBar + 1, height: 4 }}
      >
        {navigation.state !== 'idle' && (
          <LinearProgress aria-label="Loading page" data-testid="route-loading" />
        )}
      </Box>
      <Outlet />
    </>
  );
}
