/**
 * The edit state of priced lines (charge fees, additional services; spec §3.8): the list a save sends, stored
 * lines kept when deleted (sent with `deleted: true`, the server soft-deletes them), new lines dropped when
 * deleted. Field issues are keyed '<index>.<field>' over that list, as zod and the server name them.
 */
import type { z } from 'zod';
import type { Frequency, PAYING_FREQUENCIES, PricedItem } from '@rlc/shared';

type PayingFrequency = (typeof PAYING_FREQUENCIES)[number];

export interface EditLine {
  /** Stored line id; none for a new line. */
  id?: number;
  /** React key of the row. */
  key: string;
  name: string;
  amount: number;
  frequency: Frequency;
  deleted: boolean;
}

let next = 0;
export const newLine = (frequency: Frequency): EditLine => ({
  key: `new-${++next}`,
  name: '',
  amount: 0,
  frequency,
  deleted: false,
});

export const editLines = (items: readonly PricedItem[]): EditLine[] =>
  items.map((i) => ({
    id: i.id,
    key: `line-${i.id}`,
    name: i.name ?? '',
    amount: i.amount,
    frequency: i.frequency as Frequency,
    deleted: i.deleted,
  }));

/** Deletes a line: a stored one is flagged (and sent), a new one removed. */
export const deleteLine = (lines: EditLine[], key: string): EditLine[] =>
  lines.flatMap((l) => (l.key !== key ? [l] : l.id === undefined ? [] : [{ ...l, deleted: true }]));

/** The lines as the API takes them (no React keys). */
export const sentLines = (lines: readonly EditLine[]) =>
  lines.map(({ key: _key, id, frequency, ...rest }) => ({
    ...(id === undefined ? {} : { id }),
    ...rest,
    // The editor's select offers no None; a stored 0 would be refused with its message beside the field.
    frequency: frequency as PayingFrequency,
  }));

/** A zod result's issues as 'a.0.b' → message (first message per path). */
export function issueMap(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  if (result.success) return out;
  for (const i of result.error.issues) {
    const path = i.path.map(String).join('.');
    out[path] ??= i.message;
  }
  return out;
}
