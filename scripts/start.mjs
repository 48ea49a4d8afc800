#!/usr/bin/env node
// `npm start`: build the web app, then run the server in production mode on the embedded database
// (README quick start). The server creates and migrates ./data/ (DATA_DIR), seeds the demo data, serves
// the SPA and the API on http://127.0.0.1:$PORT (default 3000) and prints the URL and the demo sign-ins.
// The server runs on tsx: no server build step (docs/adr/0002).
import { forwardSignals, runToEnd, start, toolEnv, webBuildCommand } from './lib/proc.mjs';

const port = process.env.PORT || '3000';
// Stopped with us: the build, then the server (forwardSignals also stops them when npm, our parent, is gone).
const children = [];
forwardSignals(children);

console.log('› Building the web app (apps/web → apps/web/dist)…');
const built = await runToEnd(webBuildCommand(), toolEnv(), (child) => children.push(child));
if (built !== 0) {
  console.error(`The web build failed (exit ${built}); not starting the server.`);
  process.exit(built);
}

console.log(`› Starting the server on port ${port} (NODE_ENV=production)…`);
// A 16 MB young generation instead of V8's 64 MB on this kind of machine: about 100 MB less resident memory at
// rest for a few more (cheap) young collections (docs/performance.md, "Server memory").
const server = start(
  ['tsx', '--max-semi-space-size=16', 'apps/server/src/server.ts'],
  toolEnv({ NODE_ENV: 'production', PORT: port, WEB_DIST: process.env.WEB_DIST || 'apps/web/dist' }),
);
children.push(server);
server.on('exit', (code, signal) =>
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)),
);
