/**
 * What a failed call says, in words (spec §8: the server's own message when it sent one). Apart from
 * useApiMutation.ts (which re-exports them) so that pages without TanStack Query (the log-in page's own entry,
 * ADR 0026) can use them.
 */
import { MESSAGES } from '@rlc/shared';
import { ApiError } from './client.ts';

/** The server's message when the server sent one, else undefined (network down, no answer …). */
export const serverMessage = (e: unknown): string | undefined =>
  e instanceof ApiError && e.fromServer ? e.message : undefined;

/** What went wrong in words: the API's message (server's or the client's own), else `fallback`. */
export const errorMessage = (e: unknown, fallback: string = MESSAGES.generic): string =>
  e instanceof ApiError ? e.message : fallback;
