/**
 * The corporate lists a community picks from (amenities, inclusions) with its assigned flags, and the community's
 * live fee and service lines, as the tabs show them (spec §3.8). Shared by the tabs' loads and saves.
 */
import type { AssignableItem, FeesConfig, PricedItem } from '@rlc/shared';
import type { DbOrTx } from '../../db/client.ts';
import {
  additionalServicesOf,
  amenitiesOf,
  chargeFeesOf,
  inclusionsOf,
  type Community,
} from './repository.ts';

type Listed = { id: number; name: string; img?: string | null };
const assignable = (all: Listed[], assigned: Set<number>): AssignableItem[] =>
  all.map((a) => ({ id: a.id, name: a.name, img: a.img ?? null, assigned: assigned.has(a.id) }));

/** The corporate's amenities (A–Z) with whether the community's reports show them. */
export async function amenityList(db: DbOrTx, community: Community): Promise<AssignableItem[]> {
  const { all, assigned } = await amenitiesOf(db, community.corporateId, community.id);
  return assignable(all, assigned);
}

/** The corporate's inclusions (A–Z) with whether the community's fees include them. */
export async function inclusionList(db: DbOrTx, community: Community): Promise<AssignableItem[]> {
  const { all, assigned } = await inclusionsOf(db, community.corporateId, community.id);
  return assignable(all, assigned);
}

type Line = { id: number; name: string | null; amount: number; frequency: number; deleted: boolean };
const live = (rows: Line[]): PricedItem[] =>
  rows
    .filter((r) => !r.deleted)
    .map((r) => ({ id: r.id, name: r.name, amount: r.amount, frequency: r.frequency, deleted: false }));

/** The community's fee config with its live (not deleted) charge fee lines. */
export async function feesConfig(db: DbOrTx, community: Community): Promise<FeesConfig> {
  return {
    base: community.feeBase,
    ruleFrequency: community.feeRuleFrequency,
    ruleMin: community.feeRuleMin,
    ruleMax: community.feeRuleMax,
    chargeFees: live(await chargeFeesOf(db, community.id)),
  };
}

/** The community's live (not deleted) additional services. */
export async function serviceList(db: DbOrTx, community: Community): Promise<PricedItem[]> {
  return live(await additionalServicesOf(db, community.id));
}

/** Every stored line of the community (deleted ones too), by id: the ids a save may name. */
export async function storedLineIds(db: DbOrTx, kind: 'fees' | 'services', community: Community) {
  const rows =
    kind === 'fees' ? await chargeFeesOf(db, community.id) : await additionalServicesOf(db, community.id);
  return new Set(rows.map((r) => r.id));
}

/**
 * The ids to assign from `{ id, assigned }` choices over a corporate list: the list's current assignments changed
 * by the choices (items left out keep theirs). `unknownAt` is the index of the first choice naming an id not in the
 * list (then `ids` is empty), else null.
 */
export function assignedAfter(
  list: readonly AssignableItem[],
  choices: readonly { id: number; assigned: boolean }[],
): { ids: number[]; unknownAt: number | null } {
  const assigned = new Map(list.map((i) => [i.id, i.assigned]));
  for (const [i, c] of choices.entries()) {
    if (!assigned.has(c.id)) return { ids: [], unknownAt: i };
    assigned.set(c.id, c.assigned);
  }
  return { ids: [...assigned].filter(([, a]) => a).map(([id]) => id), unknownAt: null };
}
