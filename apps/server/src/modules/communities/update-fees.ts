/** POST community/{id}/fees/update (spec §7 "Communities"; the Site Fees / General Service Charge tab). */
import { MESSAGES, type AssignChoice, type UpdateFeesResponse } from '@rlc/shared';
import type { z } from 'zod';
import type { FeesConfigInput } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import { validationError } from '../../plugins/errors.ts';
import { assignedAfter, feesConfig, inclusionList } from './community-lists.ts';
import { replaceCommunityInclusions } from './repository.ts';
import { saveLines } from './save-lines.ts';
import { saveCommunityTab, type CommunityEditor } from './tab-save.ts';

/** FeesConfig as the route has validated it (spec §5 "Fee rule" checked there: FeesConfigInput). */
export type ValidFees = z.output<typeof FeesConfigInput>;

/**
 * Saves the fee base and rule (communities columns), the charge fee lines (save-lines.ts) and the inclusions.
 * Audited as 'community.fees.update' (fees and inclusion ids before → after). Errors: 400 VALIDATION at
 * `payload.fees.chargeFees.<i>.id` / `payload.inclusions.<i>.id` for ids not of the community / corporate,
 * 404 out of scope, 409 stale version.
 */
export function updateFees(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: CommunityEditor,
  communityId: number,
  versionId: number,
  payload: { fees: ValidFees; inclusions: readonly AssignChoice[] },
): Promise<UpdateFeesResponse> {
  const { fees } = payload;
  const rule = {
    feeBase: fees.base,
    feeRuleFrequency: fees.ruleFrequency,
    feeRuleMin: fees.ruleMin,
    feeRuleMax: fees.ruleMax,
  };
  return saveCommunityTab(
    deps,
    caller,
    { action: 'community.fees.update', communityId, versionId, set: () => rule },
    async (tx, { community, by, versionId: newVersion }) => {
      const [beforeFees, beforeInclusions] = await Promise.all([
        feesConfig(tx, community),
        inclusionList(tx, community),
      ]);
      const { ids, unknownAt } = assignedAfter(beforeInclusions, payload.inclusions);
      if (unknownAt !== null)
        throw validationError(MESSAGES.community.unknownItem, `payload.inclusions.${unknownAt}.id`);
      await saveLines(tx, 'fees', community, fees.chargeFees, 'payload.fees.chargeFees', by.at);
      await replaceCommunityInclusions(tx, community.id, ids);
      const updated = { ...community, ...rule };
      const [afterFees, afterInclusions] = await Promise.all([
        feesConfig(tx, updated),
        inclusionList(tx, updated),
      ]);
      const assigned = (l: typeof beforeInclusions) => l.filter((i) => i.assigned).map((i) => i.id);
      return {
        answer: {
          message: MESSAGES.community.feesUpdated,
          update: { versionId: newVersion, fees: afterFees, inclusions: afterInclusions },
        },
        before: { fees: beforeFees, inclusions: assigned(beforeInclusions) },
        after: { fees: afterFees, inclusions: assigned(afterInclusions) },
      };
    },
  );
}
