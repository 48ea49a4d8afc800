/**
 * GET reportContent/corporate[/:name] and reportContent/community/:communityId[/:name] (spec §7 "Content", §3.12):
 * the blocks of REPORT_CONTENT_BLOCKS as stored at that level, each `{ name, content, lastUpdated }`
 * (content '' and lastUpdated null when never written); a community's also carry the corporate default
 * (`corporateContent`) that applies while the community has no text of its own. 404 for a community outside the
 * caller's scope (content-scope.ts).
 */
import { REPORT_CONTENT_NAMES, type ReportContent, type ReportContentName } from '@rlc/shared';
import type { ReportSettingsCaller, ReportSettingsDeps } from './deps.ts';
import { contentScope } from './content-scope.ts';
import { contentRows, type ReportContentRow } from './repository.ts';

/**
 * Every block of `names` (the report blocks; the shell's blocks for Report Settings' shell section) at the caller's
 * corporate (communityId null) or one community.
 */
export async function listReportContent(
  deps: Pick<ReportSettingsDeps, 'db'>,
  caller: ReportSettingsCaller,
  communityId: number | null,
  names: readonly string[] = REPORT_CONTENT_NAMES,
): Promise<ReportContent[]> {
  const scope = await contentScope(deps, caller, communityId);
  const own = await contentRows(deps.db, scope);
  const corporate =
    scope.communityId === null ? null : await contentRows(deps.db, { ...scope, communityId: null });
  return names.map((name) => toReportContent(name, own, corporate));
}

/** One block of the list (the same answer as its entry in `listReportContent`). */
export async function getReportContent(
  deps: Pick<ReportSettingsDeps, 'db'>,
  caller: ReportSettingsCaller,
  communityId: number | null,
  name: ReportContentName,
): Promise<ReportContent> {
  const blocks = await listReportContent(deps, caller, communityId);
  const block = blocks.find((b) => b.name === name);
  if (!block) throw new Error(`report content block ${name} is not in the list`);
  return block;
}

function toReportContent(
  name: string,
  own: readonly ReportContentRow[],
  corporate: readonly ReportContentRow[] | null,
): ReportContent {
  const row = own.find((r) => r.name === name);
  return {
    name,
    content: row?.content ?? '',
    lastUpdated: row ? row.lastUpdated.toISOString() : null,
    ...(corporate ? { corporateContent: corporate.find((r) => r.name === name)?.content ?? '' } : {}),
  };
}
