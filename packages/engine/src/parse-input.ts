/** Validates an input object against a zod schema and turns failures into `EngineError('INVALID_INPUT')`. */
import type { z } from 'zod';
import { EngineError, type InputIssue } from './errors.ts';

/** Zod issues as `{ path: 'a.b.0', message }` (the CLI's error shape, issue §3). */
export function toInputIssues(error: z.ZodError): InputIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** Parses `input`; throws `EngineError('INVALID_INPUT', …, issues)` listing every problem. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what: string): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new EngineError('INVALID_INPUT', `Invalid ${what} input`, toInputIssues(result.error));
  return result.data;
}
