/** The ten recovery codes, shown once after enrolment (ADR 0018): each signs in once when the phone is lost. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
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
    </Box>
  );
}
