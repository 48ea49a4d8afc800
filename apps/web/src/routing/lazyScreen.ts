/**
 * Route-level code splitting: each screen is its own chunk, loaded by the router's `lazy` (so navigation
 * state is 'loading' meanwhile and the progress bar shows). Spec §9: chunk loading times out after 120 s.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { CHUNK_LOAD_TIMEOUT_MS } from '@rlc/shared';

export class ChunkLoadTimeout extends Error {
  override readonly name = 'ChunkLoadTimeout';
}

/** Reject if `promise` has not settled within `ms` milliseconds. */
export function withTimeout<T>(promise: Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadTimeout(`Loading the page timed out after ${ms / 1000} s`)),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** `{ lazy }` for a route whose screen module has a default-exported component. */
export function screen(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await withTimeout(load())).default }) };
}
