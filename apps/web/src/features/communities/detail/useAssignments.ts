/**
 * The edit state of an assign-from-a-list tab (contracts, users, amenities, inclusions): which items are ticked,
 * what differs from what was loaded (`changes`, the `{ id, assigned }` the save sends), and a server issue of
 * one sent item (`<list>.<i>…`) found again by the item's id.
 */
import { useState } from 'react';
import type { AssignChoice } from '@rlc/shared';

export function useAssignments(items: readonly { id: number; assigned: boolean }[]) {
  const [ticked, setTicked] = useState(() => new Map(items.map((i) => [i.id, i.assigned])));
  const changes: AssignChoice[] = items
    .filter((i) => ticked.get(i.id) !== i.assigned)
    .map((i) => ({ id: i.id, assigned: ticked.get(i.id) ?? i.assigned }));
  return {
    isTicked: (id: number) => ticked.get(id) ?? false,
    set: (id: number, assigned: boolean) => setTicked((m) => new Map(m).set(id, assigned)),
    ticked: [...ticked.values()].filter(Boolean).length,
    changes,
    dirty: changes.length > 0,
  };
}

/**
 * Server issues about items of a sent list, by item id: `issues` has paths like 'contractList.0.assigned', `sent`
 * the `{ id, … }` list that was sent (e.g. { 7: 'Leasehold cannot be unassigned: …' }).
 */
export function issuesById(
  issues: Record<string, string>,
  list: string,
  sent: readonly { id: number }[] | undefined,
): Record<number, string> {
  const out: Record<number, string> = {};
  for (const [path, message] of Object.entries(issues)) {
    const m = new RegExp(`^${list}\\.(\\d+)\\.`).exec(path);
    const item = m ? sent?.[Number(m[1])] : undefined;
    if (item) out[item.id] = message;
  }
  return out;
}
