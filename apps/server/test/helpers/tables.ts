/** Every table of the app's schema as JSON text, to look for a secret anywhere in the database. */
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema/index.ts';

/** Table name → its rows as JSON (byte columns as latin-1 text), for each table of the schema but `except`. */
export async function tablesText(db: Db, except: readonly string[] = []): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable) || except.includes(getTableName(table))) continue;
    const rows = await db.select().from(table);
    out[getTableName(table)] = JSON.stringify(rows, (_k, v: unknown) =>
      v instanceof Uint8Array ? Buffer.from(v).toString('latin1') : v,
    );
  }
  return out;
}
