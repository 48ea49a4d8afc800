/**
 * The page the e-mailed magic link opens, `/magic?token=…` (MAGIC_LINK_PAGE, design §5). Opening it
 * changes nothing (mail scanners open links too): it asks what the link is (peek) and shows either a Continue
 * button or, for a used, expired, cancelled, replaced, completed or unknown link, a page saying so and whom to
 * contact — never a sign-in form. Only the customer's click on Continue redeems the link, stores the customer
 * session and opens their report.
 */
import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  MAGIC_TOKEN_PATTERN,
  MESSAGES,
  type MagicContact,
  type MagicLinkState,
  type MagicPeekResponse,
} from '@rlc/shared';
import { ApiError } from '../../api/client.ts';
import { errorMessage, useApiMutation } from '../../api/useApiMutation.ts';
import { setCustomerSession } from '../../session/customerSession.ts';
import { peekLink, redeemLink } from './api.ts';
import { ContactCard } from './ContactCard.tsx';
import { CustomerFrame } from './CustomerFrame.tsx';
import { LINK_HEADINGS, stateOfRedeemError } from './linkStates.ts';
import { customerFormPath } from './paths.ts';
import { peekKey, takePrefetched } from './prefetch.ts';

/** A token that cannot be one (wrong shape) is not sent anywhere: it reads as an unknown link. */
const UNKNOWN_LINK: MagicPeekResponse = {
  state: 'unknown',
  usable: false,
  message: MESSAGES.magic.linkState.unknown,
  firstName: null,
  expiresAt: null,
  contact: null,
};

export default function LinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = MAGIC_TOKEN_PATTERN.test(token);
  const navigate = useNavigate();
  const peek = useQuery({
    queryKey: ['magic-link', token],
    // The answer the page's entry asked for early (prefetch.ts), else asked now.
    queryFn: () => takePrefetched(peekKey(token), () => peekLink(token)),
    enabled: wellFormed,
    retry: false,
    staleTime: Infinity,
  });
  const redeem = useApiMutation({
    mutationFn: () => redeemLink(token),
    onSuccess: (session) => {
      setCustomerSession(session);
      void navigate(customerFormPath(session.formId, 'status'), { replace: true });
    },
  });

  // Deferred: the page drawn from the answer renders in short slices (a transition), not one long task.
  const peeked = useDeferredValue(peek.data);
  const link = wellFormed ? peeked : UNKNOWN_LINK;
  const title = link?.contact?.corporateName;

  if (redeem.error) {
    const e = redeem.error;
    const state: MagicLinkState = e instanceof ApiError ? stateOfRedeemError(e.code) : 'unknown';
    return (
      <Refused
        title={title}
        heading={e instanceof ApiError && e.code === 'RATE_LIMITED' ? 'Please wait' : LINK_HEADINGS[state]}
        message={errorMessage(e)}
        contact={link?.contact ?? null}
      />
    );
  }
  if (wellFormed && (peek.isPending || (peek.data && !peeked)))
    return (
      <CustomerFrame>
        <CircularProgress aria-label="Checking your link" />
      </CustomerFrame>
    );
  if (!link)
    return (
      <CustomerFrame>
        <Alert severity="error" action={<Button onClick={() => void peek.refetch()}>Try again</Button>}>
          {errorMessage(peek.error)}
        </Alert>
      </CustomerFrame>
    );
  if (!link.usable)
    return (
      <Refused
        title={title}
        heading={LINK_HEADINGS[link.state]}
        message={link.message}
        contact={link.contact}
      />
    );

  return (
    <CustomerFrame title={title}>
      <Typography variant="h1" gutterBottom>
        {link.firstName ? `Hello ${link.firstName}` : LINK_HEADINGS.usable}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {link.contact
          ? `${link.contact.adviserName} of ${link.contact.corporateName} has asked you to complete your details for a retirement living comparison.`
          : null}
      </Typography>
      <Typography sx={{ mb: 3 }}>{link.message}</Typography>
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={redeem.isPending || redeem.isSuccess}
        onClick={() => redeem.mutate()}
      >
        Continue
      </Button>
      {redeem.isPending && <CircularProgress size={24} sx={{ mt: 2 }} aria-label="Opening your report" />}
      {link.contact && <ContactCard contact={link.contact} />}
    </CustomerFrame>
  );
}

function Refused({
  title,
  heading,
  message,
  contact,
}: {
  title?: string;
  heading: string;
  message: string;
  contact: MagicContact | null;
}) {
  return (
    <CustomerFrame title={title}>
      <Typography variant="h1" gutterBottom>
        {heading}
      </Typography>
      <Alert severity="warning" role="status">
        {message}
      </Alert>
      {contact && <ContactCard contact={contact} />}
    </CustomerFrame>
  );
}
