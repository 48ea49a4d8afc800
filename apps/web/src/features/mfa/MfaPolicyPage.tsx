/**
 * admin/security, 'Sign-in security': the corporate's multi-factor sign-in rule — optional, required
 * for corporate administrators, or required for all staff. Users it newly covers set MFA up at their next
 * sign-in. Corporate administrators only (updateCorporate). Under the rule, how many active users have MFA on, and
 * how many the rule covers who have not set it up yet (ADR 0025).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { MFA_POLICIES, MFA_POLICY_LABELS, type MfaAdoption, type MfaPolicy } from '@rlc/shared';
import { fetchMfaPolicy, updateMfaPolicy } from '../../api/mfa.ts';
import { serverMessage, useApiMutation } from '../../api/useApiMutation.ts';

const POLICY_KEY = ['corporate', 'mfa-policy'] as const;

export default function MfaPolicyPage() {
  const queryClient = useQueryClient();
  const policy = useQuery({ queryKey: POLICY_KEY, queryFn: fetchMfaPolicy });
  const save = useApiMutation({
    mutationFn: (p: MfaPolicy) => updateMfaPolicy(p),
    successToast: 'Sign-in security saved',
    errorToast: (e) => serverMessage(e) ?? 'Error saving sign-in security',
    onSuccess: (data) => queryClient.setQueryData(POLICY_KEY, data),
  });
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Sign-in security
      </Typography>
      <Paper sx={{ p: 3, maxWidth: 640 }}>
        <Typography variant="h2" gutterBottom id="mfa-policy-label">
          Multi-factor sign-in
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Users the rule covers who have not set up multi-factor sign-in do so at their next sign-in.
        </Typography>
        {policy.data && (
          <RadioGroup
            aria-labelledby="mfa-policy-label"
            value={policy.data.policy}
            onChange={(e) => save.mutate(e.target.value as MfaPolicy)}
          >
            {MFA_POLICIES.map((p) => (
              <FormControlLabel
                key={p}
                value={p}
                control={<Radio />}
                label={MFA_POLICY_LABELS[p]}
                disabled={save.isPending}
              />
            ))}
          </RadioGroup>
        )}
        {policy.data && <AdoptionFigures adoption={policy.data.adoption} />}
      </Paper>
    </Box>
  );
}

const users = (n: number) => `${n} user${n === 1 ? '' : 's'}`;

/** '2 of 5 active users have multi-factor sign-in on.' and, when the rule covers some without it, how many. */
function AdoptionFigures({ adoption }: { adoption: MfaAdoption }) {
  const { activeUsers, withMfa, coveredWithoutMfa } = adoption;
  return (
    <Box sx={{ mt: 2 }} data-testid="mfa-adoption">
      <Typography>
        {withMfa} of {activeUsers} active {activeUsers === 1 ? 'user has' : 'users have'} multi-factor sign-in
        on.
      </Typography>
      {coveredWithoutMfa > 0 && (
        <Typography color="text.secondary">
          {users(coveredWithoutMfa)} the rule covers {coveredWithoutMfa === 1 ? 'has' : 'have'} not set it up
          yet; they do so at their next sign-in.
        </Typography>
      )}
    </Box>
  );
}
