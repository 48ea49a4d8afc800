/**
 * Writes the priced lines a fees or services save sends (spec §3.8 chargeFees, additional services): a line
 * without id is added (unless sent deleted), a line with id is updated, `deleted` soft-deletes it (forms that chose
 * it keep their reference). Stored lines left out stay as they are.
 */
import { MESSAGES } from '@rlc/shared';
import type { Tx } from '../../db/client.ts';
import { validationError } from '../../plugins/errors.ts';
import { storedLineIds } from './community-lists.ts';
import { insertLine, updateLine, type Community, type LineValues } from './repository.ts';

/** Throws 400 VALIDATION at `<path>.<i>.id` when a line names an id that is not one of the community's. */
export async function saveLines(
  tx: Tx,
  kind: 'fees' | 'services',
  community: Community,
  lines: readonly (LineValues & { id?: number | undefined })[],
  path: string,
  at: Date,
): Promise<void> {
  const stored = await storedLineIds(tx, kind, community);
  for (const [i, { id, ...values }] of lines.entries()) {
    if (id === undefined) {
      if (!values.deleted) await insertLine(tx, kind, community.id, values, at);
    } else if (!stored.has(id)) throw validationError(MESSAGES.community.unknownItem, `${path}.${i}.id`);
    else await updateLine(tx, kind, community.id, id, values, at);
  }
}
