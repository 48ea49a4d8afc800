/** Pure rules over a form's options (spec §3.5): how many option columns they give, and the buy choices. */
import { MODEL_ID, type ModelId } from '@rlc/shared';
import type { InternalDetails } from './village-details.ts';

/** Options (columns) the villages give: selected contracts of internal villages + external villages. */
export function optionCount(villages: readonly { modelId: ModelId; details: unknown }[]): number {
  return villages.reduce(
    (n, v) =>
      n + (v.modelId === MODEL_ID.internal ? (v.details as InternalDetails).selectedContracts.length : 1),
    0,
  );
}

/** Selected contracts of the internal options, with their names (the buy choices): `<village> – <contract>`. */
export function selectedContracts(
  internal: readonly { name: string; selectedContracts: { id: number }[] }[],
  contractList: readonly { id: number; name: string }[],
) {
  const byId = new Map(contractList.map((c) => [c.id, c]));
  const seen = new Set<number>();
  const out: { id: number; name: string }[] = [];
  for (const v of internal) {
    for (const s of v.selectedContracts) {
      const c = byId.get(s.id);
      if (!c || seen.has(c.id)) continue;
      seen.add(c.id);
      out.push({ id: c.id, name: `${v.name} – ${c.name}` });
    }
  }
  return out;
}
