/**
 * Build-time only: reads every `*.yaml` under a parameters directory. The engine itself never calls this at
 * run time (it uses the compiled `data.generated.ts`); the build script and the freshness test do.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse } from 'yaml';

/** Absolute path of the package's `parameters/` directory. */
export const PARAMETERS_DIR = join(import.meta.dirname, '..', '..', 'parameters');

/** Parsed YAML of every parameter file, keyed by its path relative to `dir` without `.yaml`, sorted. */
export function loadParameterFiles(dir: string = PARAMETERS_DIR): Record<string, unknown> {
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.yaml')).sort();
  const out: Record<string, unknown> = {};
  for (const file of files) {
    const key = relative(dir, join(dir, file))
      .split(sep)
      .join('/')
      .replace(/\.yaml$/, '');
    out[key] = parse(readFileSync(join(dir, file), 'utf8')) as unknown;
  }
  return out;
}
