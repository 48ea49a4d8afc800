/**
 * The Excel export's failure toast (spec §8 'Excel export'): titled 'Unable to generate excel file', saying the
 * server's message or 'There was an error generating the excel file.', centred, closable, shown 10 s.
 */
import { useCallback } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { MESSAGES, TOAST_MS } from '@rlc/shared';
import { serverMessage } from '../../api/useApiMutation.ts';
import { closeToast, showToast } from '../../app/toast.ts';

export function useExcelFailureToast(): (error: unknown) => void {
  return useCallback((error: unknown) => {
    showToast(
      <Box>
        <Box component="strong" sx={{ display: 'block' }}>
          {MESSAGES.analytics.excelFailedTitle}
        </Box>
        {serverMessage(error) ?? MESSAGES.analytics.excelFailedText}
      </Box>,
      {
        variant: 'error',
        autoHideDuration: TOAST_MS.sticky,
        anchorOrigin: { vertical: 'top', horizontal: 'center' },
        action: (key) => (
          <IconButton aria-label="Close" color="inherit" size="small" onClick={() => closeToast(key)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        ),
      },
    );
  }, []);
}
