/**
 * The apps' start (mountApp.tsx) puts zod in jitless mode, so a schema's parse never tries `new Function`, which
 * the Content Security Policy refuses and the browser reports as a violation (zodConfig.ts).
 */
import { afterEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import './mountApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('parses an object schema without constructing a Function', () => {
  const constructed = vi.fn();
  vi.stubGlobal(
    'Function',
    new Proxy(Function, {
      construct(target, args: unknown[]) {
        constructed(args);
        return Reflect.construct(target, args) as object;
      },
    }),
  );
  expect(z.object({ name: z.string(), age: z.number() }).parse({ name: 'Zoë', age: 81 })).toEqual({
    name: 'Zoë',
    age: 81,
  });
  expect(constructed).not.toHaveBeenCalled();
});
