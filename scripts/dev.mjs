#!/usr/bin/env node
// `npm run dev`: the API server in watch mode (tsx watch, NODE_ENV=development: dev-only routes such as
// the e-mail outbox viewer) plus the Vite dev server, which proxies /api to it. Open
// http://localhost:5173/ (WEB_PORT to change; hash history in development, spec §2.3). Ctrl-C stops both; if either exits,
// the other is stopped too.
import { join } from 'node:path';
import { forwardSignals, root, start, toolEnv } from './lib/proc.mjs';

const apiPort = process.env.PORT || '3000';
/** Vite's port; WEB_PORT changes it (e.g. when 5173 is taken). */
const webPort = process.env.WEB_PORT || '5173';

const server = start(
  ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'],
  toolEnv({ NODE_ENV: 'development', PORT: apiPort }),
);
// Vite directly, not through `npm run`: npm does not pass Ctrl-C on reliably and would leave it running.
const web = start(
  ['vite', '--port', webPort, '--strictPort'],
  toolEnv({ API_PORT: apiPort }),
  join(root, 'apps/web'),
);
const children = [server, web];
forwardSignals(children);

console.log(`› API on http://127.0.0.1:${apiPort}, app on http://localhost:${webPort}/ (Ctrl-C stops both)`);

let exiting = false;
for (const child of children) {
  child.on('exit', (code) => {
    if (exiting) return;
    exiting = true;
    for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
