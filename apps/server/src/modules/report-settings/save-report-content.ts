/**
 * POST reportContent/corporate/:name (updateCorporateReport) and reportContent/community/:communityId/:name
 * (updateCommunityReport): stores a block's limited rich text (spec §7: body content; answer message,
 * lastUpdated). The text is kept as typed (the markdown subset of @rlc/shared rich-text.ts, trailing spaces
 * trimmed); it is parsed only when drawn, so no HTML ever reaches a report. An empty community block removes the
 * community's own text (the corporate default applies again; lastUpdated null). Audited
 * (`reportContent.update`, level, name, before → after). 404 for a community outside the caller's scope.
 * Also POST shellContent/corporate/:name (the shell's post-login message and what's new, corporate level only).
 */
import {
  MESSAGES,
  type ReportContentName,
  type SaveReportContentResponse,
  type ShellContentName,
} from '@rlc/shared';
import { audit } from '../audit/index.ts';
import { contentScope } from './content-scope.ts';
import type { ReportSettingsCaller, ReportSettingsDeps } from './deps.ts';
import { contentRow, deleteContent, upsertContent } from './repository.ts';

export async function saveReportContent(
  deps: ReportSettingsDeps,
  caller: ReportSettingsCaller,
  communityId: number | null,
  name: ReportContentName | ShellContentName,
  text: string,
): Promise<SaveReportContentResponse> {
  const scope = await contentScope(deps, caller, communityId);
  const content = text.replace(/\s+$/, '');
  const now = deps.clock();
  const removes = scope.communityId !== null && content === '';
  await deps.db.transaction(async (tx) => {
    const before = await contentRow(tx, scope, name);
    if (removes) await deleteContent(tx, scope, name);
    else await upsertContent(tx, scope, { name, content, userId: caller.user.id, now });
    await audit(tx, {
      action: 'reportContent.update',
      at: now,
      userId: caller.user.id,
      corporateId: scope.corporateId,
      details: {
        communityId: scope.communityId,
        name,
        before: before?.content ?? null,
        after: removes ? null : content,
      },
    });
  });
  return { message: MESSAGES.reportContent.saved, lastUpdated: removes ? null : now.toISOString() };
}
