/**
 * The form's two option lists (`villagesInternal`, `villagesExternal`) after a write to one village: the list is
 * chosen by the village's model id (`MODEL_ID`, @rlc/shared), so no screen compares model ids by hand.
 *
 *   cache.patch(version, (f) => withUpdatedVillage(f, updated));   // { villagesInternal, villagesExternal }
 */
import { MODEL_ID, type ExternalVillage, type FormResponse, type InternalVillage } from '@rlc/shared';

type Village = InternalVillage | ExternalVillage;
type Lists = Pick<FormResponse, 'villagesInternal' | 'villagesExternal'>;

export const isInternal = (v: Village): v is InternalVillage => v.modelId === MODEL_ID.internal;

/** The lists with `village` appended to its own. */
export function withAddedVillage(f: Lists, village: Village): Partial<Lists> {
  return isInternal(village)
    ? { villagesInternal: [...f.villagesInternal, village] }
    : { villagesExternal: [...f.villagesExternal, village] };
}

/** The lists with the village of `updated`'s model and id replaced by it. */
export function withUpdatedVillage(f: Lists, updated: Village): Lists {
  return {
    villagesInternal: f.villagesInternal.map((x) =>
      isInternal(updated) && x.id === updated.id ? updated : x,
    ),
    villagesExternal: f.villagesExternal.map((x) =>
      !isInternal(updated) && x.id === updated.id ? updated : x,
    ),
  };
}

/** The lists without `village`. */
export function withoutVillage(f: Lists, village: Village): Lists {
  return {
    villagesInternal: f.villagesInternal.filter((x) => !(isInternal(village) && x.id === village.id)),
    villagesExternal: f.villagesExternal.filter((x) => !(!isInternal(village) && x.id === village.id)),
  };
}
