/**
 * POST contract/:contractId/preview: what the terms, with the editor's unsaved changes applied,
 * give as exit entitlement at each horizon (years 1–10 and 15) for an entry of PREVIEW_ENTRY_PRICE ($500,000),
 * from the engine (`exitEntitlement`, the rule every report uses; mapped by forms' `contractExitTerms`), so a
 * mistyped 35 instead of 3.5 shows at once. Tenure: the contract's owner type, else the community's, else licence.
 * No recurrent charges are known here, so a security deposit in months of charges counts as 0.
 * Same access as loading the contract; 400 VALIDATION for a refused value, as a save would answer.
 */
import { exitEntitlement } from '@rlc/engine';
import { PREVIEW_ENTRY_PRICE, calendarDayIn, YEARS_LIST, type ContractPreviewResponse } from '@rlc/shared';
import { contractExitTerms, tenureOf } from '../forms/index.ts';
import { loadContract, type ContractEditor } from './contract-access.ts';
import type { ContractDeps } from './deps.ts';
import { termsWith } from './terms-changes.ts';

export async function previewContract(
  deps: ContractDeps,
  caller: ContractEditor,
  contractId: number,
  data: Record<string, unknown>,
): Promise<ContractPreviewResponse> {
  const contract = await loadContract(deps.db, caller, contractId, 'read');
  const terms = termsWith(contract, data);
  const community = contract.community;
  const tenure = tenureOf(
    community?.rvOrLlc ?? 'rv',
    terms.overrideCommunityOwnerType ?? community?.ownerType ?? null,
  );
  const result = exitEntitlement({
    tenure,
    ...contractExitTerms(terms, PREVIEW_ENTRY_PRICE, 0),
    asAt: calendarDayIn(deps.clock()),
    horizonsYears: [...YEARS_LIST],
  });
  return { entryPrice: PREVIEW_ENTRY_PRICE, tenure, horizons: result.horizons };
}
