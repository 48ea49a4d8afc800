/**
 * The customer's allowances (spec §3.3): offered contracts (each one of the form community's, else
 * 400), configurable, reviewable. Pure check + the columns to write.
 */
import { MESSAGES, type MagicSettings } from '@rlc/shared';
import { validationError } from '../../plugins/errors.ts';
import type { FormMagicColumns } from '../forms/index.ts';

export function settingsColumns(s: MagicSettings, communityContractIds: readonly number[]): FormMagicColumns {
  const known = new Set(communityContractIds);
  if (s.magicContractIds?.some((id) => !known.has(id)))
    throw validationError(MESSAGES.magic.contractNotOffered, 'magicContractIds');
  return {
    ...(s.magicContractIds ? { magicContractIds: [...new Set(s.magicContractIds)] } : {}),
    ...(s.magicIsConfigurable !== undefined ? { magicIsConfigurable: s.magicIsConfigurable } : {}),
    ...(s.magicIsReviewable !== undefined ? { magicIsReviewable: s.magicIsReviewable } : {}),
  };
}
