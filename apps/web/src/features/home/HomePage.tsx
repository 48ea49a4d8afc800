/**
 * /corporate/home: 'Welcome, <first name>' and the communities the user can see (`GET communities`).
 * Above them, the report forms list (FormList). In Consult Mode only the list (the server lists the one report).
 */
import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { CommunitySummary } from '@rlc/shared';
import { fetchCommunities } from '../../api/auth.ts';
import { useSession } from '../../session/useSession.ts';
import { FormList } from './FormList.tsx';

const KIND_LABEL = { rv: 'Retirement Village', llc: 'Land Lease Community' } as const;

export default function HomePage() {
  const session = useSession();
  // Consult Mode (ADR 0016): the customer sees their report only, not the adviser's communities.
  const consult = !!session?.consult;
  const communities = useQuery({ queryKey: ['communities'], queryFn: fetchCommunities, enabled: !consult });
  const [listAnswered, setListAnswered] = useState(false);
  const showBelowList = useCallback(() => setListAnswered(true), []);

  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Welcome, {session?.user.firstName}
      </Typography>

      <FormList onFirstAnswer={showBelowList} />

      {!consult && listAnswered && (
        <Box component="section" aria-labelledby="communities-title" sx={{ mt: 3 }}>
          <Typography id="communities-title" variant="h2" gutterBottom>
            Your communities
          </Typography>
          {communities.isPending && <CircularProgress aria-label="Loading communities" />}
          {communities.isError && (
            <Alert severity="error">Error loading communities: {communities.error.message}</Alert>
          )}
          {communities.data && communities.data.communities.length === 0 && (
            <Typography color="text.secondary">No communities are assigned to you yet.</Typography>
          )}
          {communities.data && communities.data.communities.length > 0 && (
            <Box
              component="ul"
              data-testid="community-list"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                // min(…, 100%): one column narrower than 280 px on a 320 px phone instead of a card past the edge.
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))',
              }}
            >
              {communities.data.communities.map((c) => (
                <CommunityCard key={c.id} community={c} />
              ))}
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

function CommunityCard({ community: c }: { community: CommunitySummary }) {
  return (
    <Card component="li" variant="outlined">
      <CardContent>
        <Typography variant="h3" component="h3">
          {c.name}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {[c.suburb, c.state].filter(Boolean).join(', ')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={KIND_LABEL[c.rvOrLlc]} />
          {c.ownerType && <Chip size="small" variant="outlined" label={c.ownerType} />}
        </Box>
      </CardContent>
    </Card>
  );
}
