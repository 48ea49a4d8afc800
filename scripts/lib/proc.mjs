// Small process helpers shared by the start and dev scripts.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The environment with the workspace's tools (and the pinned Node 24 of the `node` package) first on PATH. */
export function toolEnv(extra = {}) {
  return {
    ...process.env,
    PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
    ...extra,
  };
}

/** Starts a command (from the repo root unless `cwd` is given) with inherited output. */
export function start(cmd, env, cwd = root) {
  return spawn(cmd[0], cmd.slice(1), { cwd, env, stdio: ['inherit', 'inherit', 'inherit'] });
}

/** Runs a command to completion; resolves with its exit code. */
export function runToEnd(cmd, env) {
  return new Promise((resolvePromise) => {
    const child = start(cmd, env);
    child.on('error', (error) => {
      console.error(`could not start ${cmd[0]}: ${error.message}`);
      resolvePromise(127);
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

/** The web app's build command: its own `build` script when it has one, else plain `vite build`. */
export function webBuildCommand() {
  const pkg = JSON.parse(readFileSync(join(root, 'apps/web/package.json'), 'utf8'));
  return pkg.scripts?.build ? ['npm', 'run', 'build', '-w', 'apps/web'] : ['vite', 'build', 'apps/web'];
}

/** Passes Ctrl-C / termination on to the children, so they shut down gracefully together. */
export function forwardSignals(children) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      for (const child of children) if (child.exitCode === null) child.kill(signal);
    });
  }
}
