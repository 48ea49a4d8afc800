#!/usr/bin/env node
// `npm run dev`: the API server in watch mode (tsx watch, NODE_ENV=development: dev-only routes such as
// the e-mail outbox viewer) plus the Vite dev server, which proxies /api to it. Open
// http://127.0.0.1:5173/ (hash history in development, spec §2.3). Ctrl-C stops both; if either exits,
// the other is stopped too.
import { forwardSignals, start, toolEnv } from './lib/proc.mjs';

const apiPort = process.env.PORT || '3000';

const server = start(
  ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'],
  toolEnv({ NODE_ENV: 'development', PORT: apiPort }),
);
const web = start(['npm', 'run', 'dev', '-w', 'apps/web'], toolEnv({ API_PORT: apiPort }));
const children = [server, web];
forwardSignals(children);

console.log(`› API on http://127.0.0.1:${apiPort}, app on http://127.0.0.1:5173/ (Ctrl-C stops both)`);

let exiting = false;
for (const child of children) {
  child.on('exit', (code) => {
    if (exiting) return;
    exiting = true;
    for (const other of children) if (other !== child && other.exitCode === null) other.kill('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
