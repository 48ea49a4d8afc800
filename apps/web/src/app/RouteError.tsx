/** Error boundary of the route tree: chunk-load failures/timeouts (spec §9) and unexpected render errors. */
import { isRouteErrorResponse, useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@rlc/shared';
import { ChunkLoadTimeout } from '../routing/lazyScreen.ts';

export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const text = notFound
    ? MESSAGES.notFoundText
    : error instanceof ChunkLoadTimeout
      ? 'The page took too long to load. Check your connection and try again.'
      : 'Something went wrong while showing this page.';
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h1" gutterBottom>
        {notFound ? MESSAGES.notFoundTitle : 'Unable to show this page'}
      </Typography>
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}
