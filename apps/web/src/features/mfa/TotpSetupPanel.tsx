/**
 * A new TOTP secret to add to an authenticator app (ADR 0018): the QR code, the same key as text to type in
 * (grouped by four for reading), and the code field that confirms it.
 */
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MfaSetupResponse } from '@rlc/shared';
import { MFA_TEXT } from '@rlc/shared';

export function TotpSetupPanel(props: {
  setup: MfaSetupResponse;
  code: string;
  onCode: (code: string) => void;
  error: string | null;
}) {
  const { setup } = props;
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Scan this QR code with an authenticator app (for example Microsoft Authenticator or Google
        Authenticator), then enter the 6-digit code it shows.
      </Typography>
      <Box
        component="img"
        src={setup.qrDataUrl}
        alt="QR code of your authenticator key"
        sx={{ width: 200, height: 200 }}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Or type this key into the app:
      </Typography>
      <Typography data-testid="mfa-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', mb: 2 }}>
        {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
      </Typography>
      <TextField
        label={MFA_TEXT.codeLabel}
        autoComplete="one-time-code"
        inputMode="numeric"
        fullWidth
        value={props.code}
        onChange={(e) => props.onCode(e.target.value)}
        error={!!props.error}
        helperText={props.error ?? ' '}
      />
    </Box>
  );
}
