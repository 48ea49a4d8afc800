/** The numeric :communityId of the route (spec §2.1: a numeric id); null when the path holds anything else. */
import { useParams } from 'react-router';

export function useCommunityId(): number | null {
  const raw = useParams().communityId ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}
