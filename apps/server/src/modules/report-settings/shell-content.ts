/**
 * GET shellContent (spec §2.4 corporate shell, §3.13): the caller's corporate's post-login message and
 * "What's new" highlights, stored as corporate-level blocks of `report_contents` under SHELL_CONTENT_NAMES. Every
 * signed-in staff user reads it; a blank message is null, highlights are the list items of "What's new"
 * (`highlightsOf`, ids by text).
 */
import { highlightsOf, SHELL_CONTENT_NAMES, type ShellContentResponse } from '@rlc/shared';
import type { ReportSettingsCaller, ReportSettingsDeps } from './deps.ts';
import { contentRows } from './repository.ts';

export async function shellContent(
  deps: Pick<ReportSettingsDeps, 'db'>,
  caller: ReportSettingsCaller,
): Promise<ShellContentResponse> {
  const rows = await contentRows(deps.db, { corporateId: caller.user.corporateId, communityId: null });
  const [messageName, highlightsName] = SHELL_CONTENT_NAMES;
  const message = rows.find((r) => r.name === messageName);
  const highlights = rows.find((r) => r.name === highlightsName);
  return {
    message: message?.content.trim()
      ? { content: message.content, lastUpdated: message.lastUpdated.toISOString() }
      : null,
    highlights: highlightsOf(highlights?.content ?? ''),
  };
}
