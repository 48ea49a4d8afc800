// The committed migrations apply on this run's engine (PGlite or PostgreSQL: `npm test` / `npm run test:pg`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MIGRATIONS_FOLDER, runMigrations } from '../src/db/migrate.ts';
import { createTestDb, TEST_DB, type TestDb } from './helpers/db.ts';

const journal = z
  .object({ entries: z.array(z.object({ tag: z.string() })) })
  .parse(JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')));

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb({ migrate: false });
});
afterAll(() => db.close());

// Both drivers answer `execute` with `{ rows }`.
const rows = async <T>(q: ReturnType<typeof sql>): Promise<T[]> => {
  const r: unknown = await db.handle.db.execute(q);
  return (r as { rows: T[] }).rows;
};

describe(`migrations on ${TEST_DB}`, () => {
  it('apply every committed migration to an empty database', async () => {
    expect(journal.entries.length).toBeGreaterThan(0);
    await runMigrations(db.handle);
    const applied = await rows<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]!.n).toBe(journal.entries.length);
    const tables = (
      await rows<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      )
    ).map((r) => r.table_name);
    for (const t of [
      'corporates',
      'users',
      'roles',
      'role_permissions',
      'user_communities',
      'sessions',
      'consents',
      'password_reset_tokens',
      'login_attempts',
      'email_outbox',
      'audit_log',
    ]) {
      expect(tables).toContain(t);
    }
  });

  it('are a no-op the second time', async () => {
    await runMigrations(db.handle);
    const applied = await rows<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]!.n).toBe(journal.entries.length);
  });

  it('enforce unique e-mails', async () => {
    await db.handle.db.execute(sql`insert into corporates (name) values ('C')`);
    await db.handle.db.execute(sql`insert into roles (corporate_id, name) values (1, 'r')`);
    await db.handle.db.execute(
      sql`insert into users (corporate_id, role_id, email, password_hash) values (1, 1, 'a@b.test', 'x')`,
    );
    await expect(
      db.handle.db.execute(
        sql`insert into users (corporate_id, role_id, email, password_hash) values (1, 1, 'a@b.test', 'y')`,
      ),
    ).rejects.toThrow();
  });

  it('keep the selected contract ids of each option (0006, read by analytics)', async () => {
    await db.handle.db.execute(
      sql`insert into communities (corporate_id, name, state) values (1, 'N', 'NSW')`,
    );
    await db.handle.db.execute(sql`insert into forms (corporate_id, community_id) values (1, 1)`);
    // An internal option with two selected contracts, one with none, an external one (no selectedContracts key).
    await db.handle.db.execute(sql`
      insert into form_villages (form_id, model_id, details) values
        (1, 1, '{"selectedContracts": [{"id": 7, "report": true}, {"id": 12, "report": false}]}'),
        (1, 1, '{"selectedContracts": []}'),
        (1, 2, '{"name": "Elsewhere"}')`);
    const kept = await rows<{ ids: number[] }>(
      sql`select selected_contract_ids as ids from form_villages order by id`,
    );
    expect(kept.map((k) => k.ids)).toEqual([[7, 12], [], []]);
    // Editing the details recomputes them.
    await db.handle.db.execute(
      sql`update form_villages set details = '{"selectedContracts": [{"id": 9, "report": true}]}' where id = 2`,
    );
    const edited = await rows<{ ids: number[] }>(
      sql`select selected_contract_ids as ids from form_villages where id = 2`,
    );
    expect(edited[0]!.ids).toEqual([9]);
  });
});
