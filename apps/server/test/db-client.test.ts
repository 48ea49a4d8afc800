// The embedded database's own settings (docs/performance.md, "Server memory"): a new data directory is created
// and reopened, and PGlite runs with our smaller shared_buffers (its 160 MB default was resident from the start).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, PGLITE_SHARED_BUFFERS, type DbHandle } from '../src/db/client.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

// Both drivers answer `execute` with `{ rows }`.
const rows = async <T>(handle: DbHandle, q: ReturnType<typeof sql>): Promise<T[]> => {
  const r: unknown = await handle.db.execute(q);
  return (r as { rows: T[] }).rows;
};
const sharedBuffers = async (handle: DbHandle): Promise<string> => {
  const [row] = await rows<{ shared_buffers: string }>(handle, sql`show shared_buffers`);
  return row!.shared_buffers;
};

describe('embedded database (PGlite)', () => {
  it('creates a new data directory, keeps what is written, and reopens it with the same settings', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rlc-db-client-'));
    dirs.push(dataDir);
    const first = await openDb({ dataDir });
    expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    expect(await sharedBuffers(first)).toBe(PGLITE_SHARED_BUFFERS);
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('Zoë 秀英')`);
    await first.close();

    const again = await openDb({ dataDir, pgliteSharedBuffers: '16MB' });
    expect(await rows(again, sql`select note from kept`)).toEqual([{ note: 'Zoë 秀英' }]);
    expect(await sharedBuffers(again)).toBe('16MB');
    await again.close();
  });
});
