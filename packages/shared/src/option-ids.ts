/**
 * Ids of the options a form compares (spec §2.1, §3.5; design §9), written and parsed here only:
 * - summary columns and ratings ("uids"): `home`, `int-<villageId>-<contractId>` (an internal village's chosen
 *   contract), `ext-<villageId>` (an external village);
 * - the option screens' route segment (`property/:villageKey`): `int-<villageId>` or `ext-<villageId>`;
 * - model ids of a village (spec §3.5 / §9): `MODEL_ID.internal` (1) and `MODEL_ID.external` (2).
 * Ids are whole numbers (digits); anything else parses to null.
 */
import { MODEL_ID } from './constants.ts';

export type ModelId = (typeof MODEL_ID)[keyof typeof MODEL_ID];

/** A parsed option uid. */
export type OptionRef =
  | { kind: 'home' }
  | { kind: 'internal'; modelId: typeof MODEL_ID.internal; villageId: number; contractId: number }
  | { kind: 'external'; modelId: typeof MODEL_ID.external; villageId: number };

/** The name of the staying-at-home option, in the summary table, on the screens and in the PDF. */
export const HOME_OPTION_NAME = 'Staying at home';

/** Column uid helpers (summary table, ratings, PDF options). */
export const optionUid = {
  home: 'home',
  internal: (villageId: number, contractId: number) => `int-${villageId}-${contractId}`,
  external: (villageId: number) => `ext-${villageId}`,
} as const;

const UID = /^(?:(home)|int-(\d+)-(\d+)|ext-(\d+))$/;
const VILLAGE_KEY = /^(int|ext)-(\d+)$/;

/** Parses an option uid ('home' | 'int-<v>-<c>' | 'ext-<v>'); null when it is none of them. */
export function parseOptionUid(uid: string): OptionRef | null {
  const m = UID.exec(uid);
  if (!m) return null;
  if (m[1]) return { kind: 'home' };
  if (m[2])
    return {
      kind: 'internal',
      modelId: MODEL_ID.internal,
      villageId: Number(m[2]),
      contractId: Number(m[3]),
    };
  return { kind: 'external', modelId: MODEL_ID.external, villageId: Number(m[4]) };
}

/** The village a uid belongs to (null for home or an unknown uid). */
export function villageIdOfUid(uid: string): number | null {
  const ref = parseOptionUid(uid);
  return ref && ref.kind !== 'home' ? ref.villageId : null;
}

/**
 * The uid with its village id replaced by `newVillageId(villageId)` (a cloned form's villages get new ids):
 * 'home' and unknown uids unchanged; null when the village has no new id (the option is not copied).
 */
export function rebaseOptionUid(
  uid: string,
  newVillageId: (villageId: number) => number | undefined,
): string | null {
  const ref = parseOptionUid(uid);
  if (!ref || ref.kind === 'home') return uid;
  const to = newVillageId(ref.villageId);
  if (to === undefined) return null;
  return ref.kind === 'internal' ? optionUid.internal(to, ref.contractId) : optionUid.external(to);
}

/** Route segment of an option screen: 'int-<villageId>' or 'ext-<villageId>' (`property/<key>`). */
export function villageKey(modelId: ModelId, villageId: number): string {
  return `${modelId === MODEL_ID.internal ? 'int' : 'ext'}-${villageId}`;
}

/** Parses a `property/:villageKey` segment ('int-12' / 'ext-3'); null when it is neither. */
export function parseVillageKey(key: string | undefined): { modelId: ModelId; villageId: number } | null {
  const m = VILLAGE_KEY.exec(key ?? '');
  if (!m) return null;
  return { modelId: m[1] === 'int' ? MODEL_ID.internal : MODEL_ID.external, villageId: Number(m[2]) };
}
