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

/** Runs a command to completion; resolves with its exit code. `onStart` is given the child process. */
export function runToEnd(cmd, env, onStart = () => {}) {
  return new Promise((resolvePromise) => {
    const child = start(cmd, env);
    onStart(child);
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

/**
 * Passes Ctrl-C / termination on to the children, so they shut down gracefully together. `children` may be an
 * array that grows (start.mjs adds the server after the build).
 *
 * Also stops them when this script's parent goes away: `npm start` runs us through `sh -c`, and a SIGTERM sent to
 * the npm process reaches the shell, which dies without passing it on; we are then re-parented (our ppid changes)
 * and would otherwise keep the server running with nobody to stop it.
 */
export function forwardSignals(children) {
  const stopAll = (signal) => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    stopAll('SIGTERM');
  }, PARENT_POLL_MS);
  watch.unref(); // the children keep the script alive; the watch alone must not
}

/** How often the parent is looked at, ms: a server left behind stops within about this long. */
export const PARENT_POLL_MS = 500;
