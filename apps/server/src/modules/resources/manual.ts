/**
 * The user manual (Resources › software): GET content/url/userManual answers a signed URL
 * (content-link.ts) and the file name; GET content/file/userManual?token=… answers the PDF, generated from
 * docs/user-manual.md at the first request and kept for the life of the process (the markdown ships with the
 * code, so it cannot change while the process runs). The first render costs about a second on the event loop,
 * once; later requests are served from memory.
 */
import { readFile } from 'node:fs/promises';
import { MESSAGES, type ContentFileName, type ContentUrlResponse } from '@rlc/shared';
import { touchSession } from '../auth/index.ts';
import { ApiError } from '../../plugins/errors.ts';
import type { Deps } from '../../plugins/context.ts';
import { signContentLink, verifyContentLink } from './content-link.ts';

export const MANUAL_FILE_NAME = 'Retirement-Living-Compare-User-Manual.pdf';
const PRODUCT = 'Retirement Living Compare';
/** docs/user-manual.md at the repository root (this file is apps/server/src/modules/resources/manual.ts). */
export const MANUAL_SOURCE = new URL('../../../../../docs/user-manual.md', import.meta.url);

let cached: Promise<Buffer> | null = null;

/** The manual's PDF bytes: rendered once per process from `source`, then the same bytes. */
export function manualPdf(source: URL = MANUAL_SOURCE): Promise<Buffer> {
  cached ??= (async () => {
    const { renderManualPdf, splitManual } = await import('./manual-pdf.tsx');
    return renderManualPdf(splitManual(await readFile(source, 'utf8')), PRODUCT);
  })();
  // A failed render is not kept: the next request tries again.
  cached.catch(() => (cached = null));
  return cached;
}

/** GET content/url/{name}: the URL the browser opens in a new tab (signed for the caller's session). */
export async function contentUrl(
  deps: Pick<Deps, 'clock' | 'config'>,
  sessionId: string,
  name: ContentFileName,
  apiBase: string,
): Promise<ContentUrlResponse> {
  const token = await signContentLink(deps.config.jwtSecret, sessionId, name, deps.clock());
  return {
    url: `${apiBase}/content/file/${name}?token=${encodeURIComponent(token)}`,
    filename: MANUAL_FILE_NAME,
  };
}

/**
 * GET content/file/{name}?token=…: the file's bytes for a valid link whose session is still alive; 401
 * otherwise (the link has expired or its session ended).
 */
export async function contentFile(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  name: ContentFileName,
  token: string,
): Promise<{ bytes: Buffer; filename: string }> {
  const now = deps.clock();
  const sid = await verifyContentLink(deps.config.jwtSecret, token, name, now);
  const session = sid ? await touchSession(deps.db, sid, now, deps.config.maxIdleMin) : null;
  if (!session) throw new ApiError('UNAUTHENTICATED', MESSAGES.resources.linkExpired);
  return { bytes: await manualPdf(), filename: MANUAL_FILE_NAME };
}
