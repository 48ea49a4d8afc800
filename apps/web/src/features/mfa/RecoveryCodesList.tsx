/**
 * The ten recovery codes, shown once after enrolment and after 'New recovery codes' (ADR 0018): each signs in once
 * when the phone is lost. Copy puts them on the clipboard; Download saves them as a text file
 * (recoveryCodesFile.ts: when they were made, that each works once, one code a line).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useToast } from '../../app/toast.ts';
import { saveBlob } from '../../components/saveBlob.ts';
import { RECOVERY_CODES_FILE_NAME, recoveryCodesText } from './recoveryCodesFile.ts';

export const RECOVERY_CODES_TEXT = {
  copied: 'Recovery codes copied',
  copyFailed: 'The recovery codes could not be copied. Select them and copy them, or download them instead.',
} as const;

export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  const toast = useToast();
  // When they were made: when they were first shown (the server made them a moment before).
  const [made] = useState(() => new Date());
  const text = () => recoveryCodesText(codes, made);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      toast.success(RECOVERY_CODES_TEXT.copied);
    } catch {
      toast.error(RECOVERY_CODES_TEXT.copyFailed);
    }
  };
  const download = () =>
    saveBlob(new Blob([text()], { type: 'text/plain;charset=utf-8' }), RECOVERY_CODES_FILE_NAME);
  return (
    <Box>
      <Alert severity="warning" sx={{ mb: 2 }}>
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your authenticator
        app. They will not be shown again.
      </Alert>
      <Box
        component="ul"
        data-testid="recovery-codes"
        sx={{ columns: 2, fontFamily: 'monospace', fontSize: '1.05rem', listStyle: 'none', p: 0, m: 0 }}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={() => void copy()} aria-label="Copy recovery codes">
          Copy
        </Button>
        <Button variant="outlined" onClick={download} aria-label="Download recovery codes">
          Download
        </Button>
      </Stack>
    </Box>
  );
}
