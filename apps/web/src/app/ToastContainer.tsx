/**
 * notistack's provider with the app's toast look (spec §9 durations; loaded lazily by ToastHost.tsx): registers
 * notistack's enqueue and close as the sink of toastQueue.ts while mounted. Toasts draw in a fixed layer, so the
 * provider needs no children.
 */
import { useEffect } from 'react';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { styled } from '@mui/material/styles';
import { TOAST_MS } from '@rlc/shared';
import { attachToastSink } from './toastQueue.ts';

/** notistack's default success/info colours fail AA with white text; use the theme's darker ones. */
const Toast = styled(MaterialDesignContent)(({ theme: t }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: t.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: t.palette.error.main },
  '&.notistack-MuiContent-info': { backgroundColor: t.palette.primary.main },
  '&.notistack-MuiContent-warning': { backgroundColor: t.palette.warning.main },
}));
const TOAST_COMPONENTS = { success: Toast, error: Toast, info: Toast, warning: Toast, default: Toast };

function Sink() {
  useEffect(
    () =>
      attachToastSink({
        enqueue: (message, options) => void enqueueSnackbar(message, options),
        close: (key) => closeSnackbar(key),
      }),
    [],
  );
  return null;
}

export default function ToastContainer() {
  return (
    <SnackbarProvider
      maxSnack={3}
      Components={TOAST_COMPONENTS}
      autoHideDuration={TOAST_MS.normal}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Sink />
    </SnackbarProvider>
  );
}
