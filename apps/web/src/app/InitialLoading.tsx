/** Shown while the first screen's code loads (router hydration fallback). */
import LinearProgress from '@mui/material/LinearProgress';

export function InitialLoading() {
  return <LinearProgress aria-label="Loading page" data-testid="route-loading" />;
}
