/**
 * The CLI contract (engine issue §3), without I/O so it can be tested in-process:
 * one command name + the stdin text → `{ exitCode, stdout, stderr }`.
 *   success: one JSON object on stdout, exit 0;
 *   invalid input: exit 2, `{"error":{"code":"INVALID_INPUT","message","issues":[{"path","message"}]}}` on stderr;
 *   no parameters in force: exit 2, code `PARAMETER_NOT_IN_FORCE`;
 *   unknown or missing command: exit 2, code `UNKNOWN_COMMAND` with the list of commands;
 *   anything else (a bug): exit 1, code `INTERNAL_ERROR`.
 */
import { EngineError } from './errors.ts';
import { agePension } from './rules/age-pension.ts';
import { rentAssistance } from './rules/rent-assistance.ts';
import { supportAtHome } from './rules/support-at-home.ts';
import { exitEntitlement } from './rules/exit-entitlement.ts';
import { compare } from './comparison/compare.ts';
import { ratesStatus } from './rates-status.ts';

/** Command name → function of the parsed stdin object. */
export const COMMANDS: Record<string, (input: unknown) => unknown> = {
  'age-pension': (input) => agePension(input as Parameters<typeof agePension>[0]),
  'rent-assistance': (input) => rentAssistance(input as Parameters<typeof rentAssistance>[0]),
  'support-at-home': (input) => supportAtHome(input as Parameters<typeof supportAtHome>[0]),
  'exit-entitlement': (input) => exitEntitlement(input),
  compare: (input) => compare(input),
  'rates-status': (input) => ratesStatus(input as Parameters<typeof ratesStatus>[0]),
};

export interface CliOutcome {
  exitCode: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

const fail = (exitCode: 1 | 2, error: Record<string, unknown>): CliOutcome => ({
  exitCode,
  stdout: '',
  stderr: `${JSON.stringify({ error })}\n`,
});

/** Runs `command` on the JSON text `stdin`. Never throws. */
export function runCli(command: string | undefined, stdin: string): CliOutcome {
  const run = command === undefined ? undefined : COMMANDS[command];
  if (!run) {
    const known = Object.keys(COMMANDS).join(', ');
    const message =
      command === undefined
        ? `No command given. Usage: npm run -s engine -- <command> < input.json. Commands: ${known}`
        : `Unknown command "${command}". Commands: ${known}`;
    return fail(2, { code: 'UNKNOWN_COMMAND', message });
  }
  let input: unknown;
  try {
    input = JSON.parse(stdin);
  } catch (e) {
    const message = `stdin is not valid JSON: ${(e as Error).message}`;
    return fail(2, { code: 'INVALID_INPUT', message, issues: [{ path: '', message }] });
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    const message = 'Expected one JSON object on stdin';
    return fail(2, { code: 'INVALID_INPUT', message, issues: [{ path: '', message }] });
  }
  try {
    return { exitCode: 0, stdout: `${JSON.stringify(run(input))}\n`, stderr: '' };
  } catch (e) {
    if (e instanceof EngineError) {
      return fail(2, {
        code: e.code,
        message: e.message,
        ...(e.code === 'INVALID_INPUT' ? { issues: e.issues } : {}),
      });
    }
    return fail(1, { code: 'INTERNAL_ERROR', message: e instanceof Error ? e.message : String(e) });
  }
}
