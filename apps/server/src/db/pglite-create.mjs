// Child-process entry: creates a new PGlite data directory (initdb) and exits. Run as its own process because
// initdb's WebAssembly memory is not given back to the system while the process lives, even once freed: creating
// the directory in the server's process (or a worker thread of it) left 300–450 MB resident for the server's whole
// life (client.ts, bench/memory.bench.ts).
//   node pglite-create.mjs <dir> <startParams as JSON>
import { PGlite } from '@electric-sql/pglite';

const [dir, params] = process.argv.slice(2);
const db = new PGlite(dir, { startParams: JSON.parse(params) });
await db.waitReady;
await db.close();
