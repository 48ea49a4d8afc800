/**
 * The user manual: a link to the PDF the server generates from the product's docs. Its URL comes from
 * GET content/url/userManual (signed for this session, renewed in the background), so the link opens the PDF in a
 * new tab by itself, without a popup blocker in the way.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { MESSAGES } from '@rlc/shared';
import { errorMessage } from '../../../api/useApiMutation.ts';
import { useManualLink } from '../api.ts';

export function ManualSection() {
  const link = useManualLink();
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        Every screen explained, from signing in to Report Settings, as a PDF you can read or print.
      </Typography>
      {link.data ? (
        <Button
          variant="outlined"
          startIcon={<PictureAsPdfIcon />}
          href={link.data.url}
          target="_blank"
          rel="noopener"
          aria-label={`Open the user manual (PDF, ${link.data.filename}) in a new tab`}
        >
          Open the user manual
        </Button>
      ) : link.isError ? (
        <Alert severity="error">{errorMessage(link.error, MESSAGES.resources.loadFailed)}</Alert>
      ) : (
        <Skeleton variant="rounded" width={220} height={36} />
      )}
    </>
  );
}
