/**
 * The report content blocks a community's reports show: the corporate defaults, each replaced by
 * the community's block of the same name, blank ones left out; the named blocks of @rlc/shared
 * REPORT_CONTENT_BLOCKS in that list's order, then any other stored names (older data) as they were stored,
 * each with the placement its name gives.
 */
import { REPORT_CONTENT_NAMES, reportContentPlacement, type ReportContentPlacement } from '@rlc/shared';

interface StoredBlock {
  communityId: number | null;
  name: string;
  content: string;
}

export function effectiveContentBlocks(
  rows: readonly StoredBlock[],
): { title: string; text: string; placement: ReportContentPlacement }[] {
  const byName = new Map<string, string>();
  for (const r of rows) if (r.communityId === null) byName.set(r.name, r.content);
  for (const r of rows) if (r.communityId !== null) byName.set(r.name, r.content);
  const known: readonly string[] = REPORT_CONTENT_NAMES;
  const order = [...known, ...[...byName.keys()].filter((n) => !known.includes(n))];
  return order
    .map((name) => ({ title: name.trim(), text: (byName.get(name) ?? '').trim() }))
    .filter((b) => b.title && b.text)
    .map((b) => ({ ...b, placement: reportContentPlacement(b.title) }));
}
