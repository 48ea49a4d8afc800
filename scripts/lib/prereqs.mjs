// System prerequisites of the whole suite (design §7): Debian's Chromium for the browser tests, the
// PostgreSQL server binaries for the integration tests on a real PostgreSQL, and poppler's pdftoppm for
// the PDF checks. Like `playwright install --with-deps`, we install what is missing when we can (root with
// apt-get), otherwise stop with the exact command to run. Nothing is skipped silently.
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Finds `initdb` of any installed PostgreSQL major version, e.g. /usr/lib/postgresql/15/bin/initdb. */
function findInitdb() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  for (const version of readdirSync(root)) {
    const candidate = `${root}/${version}/bin/initdb`;
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** @returns {{ name: string, debianPackage: string, found: boolean }[]} */
export function checkPrerequisites() {
  return [
    { name: '/usr/bin/chromium', debianPackage: 'chromium', found: existsSync('/usr/bin/chromium') },
    {
      name: 'PostgreSQL server (/usr/lib/postgresql/*/bin/initdb)',
      debianPackage: 'postgresql',
      found: findInitdb() !== undefined,
    },
    { name: 'pdftoppm', debianPackage: 'poppler-utils', found: onPath('pdftoppm') },
  ];
}

/**
 * Installs missing Debian packages when running as root with apt-get; otherwise returns the command the
 * user must run. Never prompts (CI has no stdin).
 * @returns {{ ok: true } | { ok: false, message: string }}
 */
export function ensurePrerequisites(log) {
  const missing = checkPrerequisites().filter((p) => !p.found);
  if (missing.length === 0) {
    log('all present: chromium, PostgreSQL server, pdftoppm');
    return { ok: true };
  }
  const packages = missing.map((p) => p.debianPackage).join(' ');
  log(`missing: ${missing.map((p) => p.name).join(', ')}`);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !onPath('apt-get')) {
    return {
      ok: false,
      message: `Missing system packages. Run:\n  sudo apt-get update && sudo apt-get install -y ${packages}\nthen run npm test again.`,
    };
  }
  const command = `apt-get update && apt-get install -y ${packages}`;
  log(`installing as root: ${command}`);
  const result = spawnSync('sh', ['-c', command], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const still = checkPrerequisites().filter((p) => !p.found);
  if (result.status !== 0 || still.length > 0) {
    return {
      ok: false,
      message: `Installing ${packages} failed (exit ${result.status}); still missing: ${still.map((p) => p.name).join(', ') || 'none'}. Run:\n  ${command}`,
    };
  }
  return { ok: true };
}
