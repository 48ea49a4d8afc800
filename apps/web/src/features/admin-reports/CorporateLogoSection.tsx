/**
 * Report Settings › Report cover logo: the logo printed on every report's cover, beside the corporate's
 * name. Shows the saved logo; a PNG or JPEG of at most 300 KB is checked here before it is sent (the server checks
 * again, by the file's first bytes) and uploaded at once; Remove leaves the name alone on the cover.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { LOGO_MAX_BYTES, LOGO_TYPES, MESSAGES, type LogoType } from '@rlc/shared';
import { BusyBar } from '../../components/BusyBar.tsx';
import { useCorporateLogo, useDeleteCorporateLogo, useSaveCorporateLogo } from './useCorporateLogo.ts';

export const LOGO_LOAD_FAILED = 'Could not load the logo';

const isLogoType = (type: string): type is LogoType => (LOGO_TYPES as readonly string[]).includes(type);

/** The file's bytes as base64 (FileReader gives a data URL; the part after the comma is the base64). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? reader.result.replace(/^[^,]*,/, '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export function CorporateLogoSection() {
  const logo = useCorporateLogo();
  const save = useSaveCorporateLogo();
  const remove = useDeleteCorporateLogo();
  const [problem, setProblem] = useState<string | null>(null);

  async function chosen(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!isLogoType(file.type)) return setProblem(MESSAGES.reportContent.logoWrongType);
    if (file.size > LOGO_MAX_BYTES) return setProblem(MESSAGES.reportContent.logoTooLarge);
    setProblem(null);
    save.mutate({ contentType: file.type, base64: await readBase64(file) });
  }

  if (logo.isError) return <Alert severity="error">{LOGO_LOAD_FAILED}</Alert>;
  if (logo.data === undefined) return <BusyBar busy label="Loading the logo" />;
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Printed on the cover of every report, beside the corporate's name. PNG or JPEG, at most 300 KB.
      </Typography>
      {logo.data ? (
        <Box
          component="img"
          src={`data:${logo.data.contentType};base64,${logo.data.base64}`}
          alt="Current report logo"
          sx={{
            maxHeight: 64,
            maxWidth: 280,
            display: 'block',
            mb: 1,
            border: 1,
            borderColor: 'divider',
            p: 1,
          }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          No logo: the cover shows the corporate's name alone.
        </Typography>
      )}
      {problem && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {problem}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" component="label" disabled={save.isPending}>
          {logo.data ? 'Replace logo' : 'Upload logo'}
          <input hidden type="file" accept={LOGO_TYPES.join(',')} onChange={(e) => void chosen(e)} />
        </Button>
        {logo.data && (
          <Button color="error" disabled={remove.isPending} onClick={() => remove.mutate()}>
            Remove logo
          </Button>
        )}
      </Box>
    </Box>
  );
}
