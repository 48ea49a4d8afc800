/**
 * Multi-factor sign-in pieces other features use (ADR 0018): the key and recovery-code panels (Login's
 * code step, Account › Multi-factor sign-in), the re-authentication gate of sensitive calls and its dialog.
 */
export { RecoveryCodesList } from './RecoveryCodesList.tsx';
export { TotpSetupPanel } from './TotpSetupPanel.tsx';
export { ReauthDialogHost } from './ReauthDialogHost.tsx';
export { withReauth } from './reauthGate.ts';
