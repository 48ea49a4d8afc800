/**
 * Report content (spec §3.12 name, content, lastUpdated; §7 "GET and POST on a report-content path"):
 * the named blocks of text an operator writes for its reports. A corporate block is the default; a community's
 * block of the same name replaces it in that community's reports. The text is the limited rich text of
 * ../rich-text.ts. Also the corporate variables of spec §3.2 an admin edits on Report Settings.
 */
import { z } from 'zod';
import { RICH_TEXT_MAX_LENGTH } from '../rich-text.ts';
import { MAGIC_LINK_DAYS_RANGE } from './magic.ts';

/**
 * Where a block appears in a report (apps/server/src/modules/reports/pdf):
 * - introduction: the first page after the cover, before the options (both reports);
 * - community: the Results report's details part, after the amenities;
 * - closing: the last part, before the rates and sources (both reports);
 * - legal: after the disclaimer (both reports).
 */
export type ReportContentPlacement = 'introduction' | 'community' | 'closing' | 'legal';

/** The blocks an operator can write, in report order; `name` is the block's title in the report. */
export const REPORT_CONTENT_BLOCKS = [
  {
    name: 'Introduction',
    placement: 'introduction',
    hint: 'Opens the report, before the options compared.',
  },
  {
    name: 'About the community',
    placement: 'community',
    hint: 'Describes the community, after its amenities (Results report).',
  },
  {
    name: "What's included",
    placement: 'community',
    hint: 'What the recurrent charges or site fees cover (Results report).',
  },
  {
    name: 'Next steps',
    placement: 'closing',
    hint: 'What the client can do next, before the rates and sources.',
  },
  {
    name: 'Important information',
    placement: 'legal',
    hint: 'Added to the disclaimer at the end of the report.',
  },
] as const satisfies readonly { name: string; placement: ReportContentPlacement; hint: string }[];

export type ReportContentName = (typeof REPORT_CONTENT_BLOCKS)[number]['name'];
export const REPORT_CONTENT_NAMES = REPORT_CONTENT_BLOCKS.map((b) => b.name) as [
  ReportContentName,
  ...ReportContentName[],
];

/** Where a stored block of this name goes; a name outside the list (older data) goes with the community blocks. */
export function reportContentPlacement(name: string): ReportContentPlacement {
  return REPORT_CONTENT_BLOCKS.find((b) => b.name === name)?.placement ?? 'community';
}

/** A block name from the URL (decoded by the server), one of REPORT_CONTENT_NAMES. */
export const ReportContentNameParam = z.enum(REPORT_CONTENT_NAMES);

/**
 * GET reportContent/…/:name (spec §3.12): the block as stored at that level. `lastUpdated` is ISO 8601, null when
 * nothing was ever saved. A community block also carries the corporate default it replaces (`corporateContent`),
 * so the editor can show what the report uses while the community has no text of its own.
 */
export const ReportContent = z.object({
  name: z.string(),
  content: z.string(),
  lastUpdated: z.string().nullable(),
  corporateContent: z.string().optional(),
});
export type ReportContent = z.infer<typeof ReportContent>;

/** GET reportContent/corporate and reportContent/community/:communityId: every block of the list, in order. */
export const ReportContentList = z.object({ blocks: z.array(ReportContent) });
export type ReportContentList = z.infer<typeof ReportContentList>;

/**
 * POST reportContent/…/:name: the block's new text (limited rich text). Saving an empty community block removes
 * the community's own text, so the corporate default applies again.
 */
export const SaveReportContentRequest = z.object({
  content: z
    .string()
    .max(RICH_TEXT_MAX_LENGTH, `At most ${RICH_TEXT_MAX_LENGTH.toLocaleString('en-AU')} characters.`),
});
export type SaveReportContentRequest = z.input<typeof SaveReportContentRequest>;

/** POST answer (spec §7): message ('Report content updated') and the new lastUpdated (null once removed). */
export const SaveReportContentResponse = z.object({
  message: z.string(),
  lastUpdated: z.string().nullable(),
});
export type SaveReportContentResponse = z.infer<typeof SaveReportContentResponse>;

/**
 * The corporate variables of spec §3.2 an admin edits on Report Settings: the renamed labels of the security
 * deposit and the recurrent charges (null: the standard label), whether magic links are offered, and the days a
 * new magic link stays usable (`magicLinkDays`, default 14; links already sent keep their expiry).
 */
export const CorporateSettings = z.object({
  renameHomeSecurityDeposit: z.string().nullable(),
  renameChargeFeesRent: z.string().nullable(),
  magicEnabled: z.boolean(),
  magicLinkDays: z.number().int(),
});
export type CorporateSettings = z.infer<typeof CorporateSettings>;

const rename = z
  .string()
  .trim()
  .max(60, 'At most 60 characters.')
  .nullable()
  // A blank rename means "use the standard label".
  .transform((s) => s || null);

/** What Report Settings says when the magic link days are not a whole number from 1 to 60. */
export const MAGIC_LINK_DAYS_MESSAGE = `Whole days from ${MAGIC_LINK_DAYS_RANGE.min} to ${MAGIC_LINK_DAYS_RANGE.max}.`;

/**
 * The settings as an admin sends them: renames trimmed, blank ones null; `magicLinkDays` a whole number of days
 * from 1 to 60 (400 VALIDATION otherwise), left as it is when not sent.
 */
export const CorporateSettingsInput = z.object({
  renameHomeSecurityDeposit: rename,
  renameChargeFeesRent: rename,
  magicEnabled: z.boolean(),
  magicLinkDays: z
    .number(MAGIC_LINK_DAYS_MESSAGE)
    .int(MAGIC_LINK_DAYS_MESSAGE)
    .min(MAGIC_LINK_DAYS_RANGE.min, MAGIC_LINK_DAYS_MESSAGE)
    .max(MAGIC_LINK_DAYS_RANGE.max, MAGIC_LINK_DAYS_MESSAGE)
    .optional(),
});
export type CorporateSettingsChange = z.output<typeof CorporateSettingsInput>;
export type CorporateSettingsInput = z.input<typeof CorporateSettingsInput>;

/** GET corporate/settings. */
export const CorporateSettingsResponse = z.object({ settings: CorporateSettings });
export type CorporateSettingsResponse = z.infer<typeof CorporateSettingsResponse>;

/** POST corporate/settings/update: body the settings; answer them as saved and a message. */
export const UpdateCorporateSettingsRequest = z.object({ settings: CorporateSettingsInput });
export type UpdateCorporateSettingsRequest = z.input<typeof UpdateCorporateSettingsRequest>;
export const UpdateCorporateSettingsResponse = z.object({ settings: CorporateSettings, message: z.string() });
export type UpdateCorporateSettingsResponse = z.infer<typeof UpdateCorporateSettingsResponse>;
