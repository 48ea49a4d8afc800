/** Error boundary of the customer's entry: a lazy step that failed or timed out (spec §9), or a render error. */
import { useRouteError } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CustomerFrame } from '../features/magic-link/index.ts';
import { ChunkLoadTimeout } from '../routing/lazyScreen.ts';

export function CustomerError() {
  const error = useRouteError();
  return (
    <CustomerFrame>
      <Typography variant="h1" gutterBottom>
        Unable to show this page
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {error instanceof ChunkLoadTimeout
          ? 'The page took too long to load. Check your connection and try again.'
          : 'Something went wrong while showing this page.'}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </CustomerFrame>
  );
}
