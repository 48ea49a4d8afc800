/**
 * GET corporate/settings and POST corporate/settings/update (updateCorporateReport; Report Settings): the
 * corporate variables of spec §3.2 an admin edits: renameHomeSecurityDeposit, renameChargeFeesRent (null or
 * empty: the standard label), magicEnabled and magicLinkDays (the days a new magic link stays usable, 1–60;
 * not sent: unchanged). They reach the screens with GET auth (`corp`) and the form
 * (`corporate`), and the PDFs through the report model. The update is audited
 * (`corporate.settings`, before → after).
 */
import {
  MESSAGES,
  type CorporateSettings,
  type CorporateSettingsChange,
  type UpdateCorporateSettingsResponse,
} from '@rlc/shared';
import { audit } from '../audit/index.ts';
import type { ReportSettingsCaller, ReportSettingsDeps } from './deps.ts';
import { corporateSettingsRow, updateCorporateSettingsRow } from './repository.ts';

export async function getCorporateSettings(
  deps: Pick<ReportSettingsDeps, 'db'>,
  caller: ReportSettingsCaller,
): Promise<CorporateSettings> {
  const row = await corporateSettingsRow(deps.db, caller.user.corporateId);
  if (!row) throw new Error(`corporate ${caller.user.corporateId} of a signed-in user is missing`);
  return row;
}

export async function updateCorporateSettings(
  deps: ReportSettingsDeps,
  caller: ReportSettingsCaller,
  change: CorporateSettingsChange,
): Promise<UpdateCorporateSettingsResponse> {
  const corporateId = caller.user.corporateId;
  const now = deps.clock();
  const settings = await deps.db.transaction(async (tx) => {
    const before = await corporateSettingsRow(tx, corporateId);
    await updateCorporateSettingsRow(tx, corporateId, change);
    const after = await corporateSettingsRow(tx, corporateId);
    if (!before || !after) throw new Error(`corporate ${corporateId} of a signed-in user is missing`);
    await audit(tx, {
      action: 'corporate.settings',
      at: now,
      userId: caller.user.id,
      corporateId,
      details: { before, after },
    });
    return after;
  });
  return { settings, message: MESSAGES.reportContent.settingsSaved };
}
