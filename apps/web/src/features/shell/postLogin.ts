/**
 * Which parts of the post-login message and highlights a user has seen (spec §2.4 corporate shell, §3.13
 * "post-login message, shown highlights": stored locally). Keyed per user in localStorage, so two people on one
 * browser each see them once:
 *  - `rlc.postLoginSeen.<userId>`  the `lastUpdated` of the message last shown (an edited message shows again);
 *  - `rlc.highlightsSeen.<userId>` JSON list of the highlight ids shown (a new or reworded item shows again).
 */
import type { Highlight, ShellContentResponse } from '@rlc/shared';

const messageKey = (userId: number) => `rlc.postLoginSeen.${userId}`;
const highlightsKey = (userId: number) => `rlc.highlightsSeen.${userId}`;

function seenHighlights(userId: number): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(highlightsKey(userId)) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export interface Unseen {
  message: string | null;
  highlights: Highlight[];
}

/** What of `content` the user has not seen yet; both empty means nothing to show. */
export function unseenOf(content: ShellContentResponse, userId: number): Unseen {
  const seenAt = localStorage.getItem(messageKey(userId));
  const seen = new Set(seenHighlights(userId));
  return {
    message: content.message && content.message.lastUpdated !== seenAt ? content.message.content : null,
    highlights: content.highlights.filter((h) => !seen.has(h.id)),
  };
}

/** Remembers everything of `content` as shown to the user. */
export function markSeen(content: ShellContentResponse, userId: number): void {
  if (content.message) localStorage.setItem(messageKey(userId), content.message.lastUpdated);
  const ids = new Set([...seenHighlights(userId), ...content.highlights.map((h) => h.id)]);
  localStorage.setItem(highlightsKey(userId), JSON.stringify([...ids]));
}
