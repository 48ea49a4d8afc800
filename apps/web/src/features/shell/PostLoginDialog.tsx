/**
 * The post-login message and "What's new" highlights (spec §2.4 corporate shell): read from GET
 * shellContent once the user has consented, shown in one dialog when something is unseen (postLogin.ts), and
 * remembered when dismissed. The message is the limited rich text of ADR 0012, drawn like a report's.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { CONTENT_ENDPOINTS } from '@rlc/shared';
import { callEndpoint } from '../../api/endpoint.ts';
import { markSeen, unseenOf } from './postLogin.ts';

// The dialog's code loads only when there is something to show.
const PostLoginDialogView = lazy(() => import('./PostLoginDialogView.tsx'));

export function PostLoginDialog({ userId }: { userId: number }) {
  const content = useQuery({
    queryKey: ['shellContent'],
    queryFn: () => callEndpoint(CONTENT_ENDPOINTS.getShellContent),
    staleTime: Infinity,
  });
  const [dismissed, setDismissed] = useState(false);
  if (!content.data || dismissed) return null;
  const unseen = unseenOf(content.data, userId);
  if (!unseen.message && unseen.highlights.length === 0) return null;
  const data = content.data;
  const dismiss = () => {
    markSeen(data, userId);
    setDismissed(true);
  };
  return (
    <Suspense fallback={null}>
      <PostLoginDialogView unseen={unseen} dismiss={dismiss} />
    </Suspense>
  );
}
