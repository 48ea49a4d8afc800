/** POST community/{id}/contracts/assign (spec §7 "Communities"; the Assigned Contracts tab). */
import { MESSAGES, type AssignChoice, type AssignContractsResponse } from '@rlc/shared';
import type { Deps } from '../../plugins/context.ts';
import { validationError } from '../../plugins/errors.ts';
import { contractList } from './community-contracts-tab.ts';
import { deleteCommunityContract, insertCommunityContract } from './repository.ts';
import { saveCommunityTab, type CommunityEditor } from './tab-save.ts';

/**
 * Assigns or unassigns contract types: assigning creates the community's contract of that type with no
 * overrides (its type's default terms apply until someone edits its terms); unassigning deletes that contract.
 * Types left out of `choices` stay as they are. Audited as 'community.contracts.update' (assigned type ids).
 * Errors: 400 VALIDATION at `contractList.<i>.id` for a type not of the corporate, and at `contractList.<i>.assigned`
 * (MESSAGES.community.contractInUse) when open reports (not decided, not deleted) use the contract: unassigning
 * would silently drop their option, so it is refused and nothing is saved; 404 out of scope; 409 stale version.
 */
export function assignContracts(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: CommunityEditor,
  communityId: number,
  versionId: number,
  choices: readonly AssignChoice[],
): Promise<AssignContractsResponse> {
  return saveCommunityTab(
    deps,
    caller,
    { action: 'community.contracts.update', communityId, versionId },
    async (tx, { community, by, versionId: newVersion }) => {
      const list = await contractList(tx, community);
      const byType = new Map(list.map((t) => [t.id, t]));
      for (const [i, choice] of choices.entries()) {
        const type = byType.get(choice.id);
        if (!type) throw validationError(MESSAGES.community.unknownItem, `contractList.${i}.id`);
        if (choice.assigned && !type.assigned)
          await insertCommunityContract(
            tx,
            { corporateId: community.corporateId, communityId, contractTypeId: type.id, name: type.name },
            by,
          );
        if (!choice.assigned && type.contractId !== null) {
          if (type.openReports > 0)
            throw validationError(
              MESSAGES.community.contractInUse(type.name, type.openReports),
              `contractList.${i}.assigned`,
            );
          await deleteCommunityContract(tx, communityId, type.contractId);
        }
      }
      const after = await contractList(tx, community);
      const assignedIds = (l: typeof list) => l.filter((t) => t.assigned).map((t) => t.id);
      return {
        answer: {
          message: MESSAGES.community.contractsUpdated,
          update: { versionId: newVersion, contractList: after },
        },
        before: { assigned: assignedIds(list) },
        after: { assigned: assignedIds(after) },
      };
    },
  );
}
