/**
 * Consult Mode calls (ADR 0016; `CONSULT_ENDPOINTS` of @rlc/shared). Each answers the auth answer as the server
 * session now is; it replaces the stored user (permissions reduced while on) and `consult`, and the query cache
 * is emptied so nothing read before (another customer's report in the list) can show afterwards.
 */
import type { QueryClient } from '@tanstack/react-query';
import { CONSULT_ENDPOINTS, type AuthResponse } from '@rlc/shared';
import { callEndpoint } from '../../api/endpoint.ts';
import { updateSession } from '../../session/storage.ts';

function apply(queryClient: QueryClient, answer: AuthResponse): void {
  queryClient.clear();
  updateSession({
    user: answer.user,
    consts: answer.consts,
    corp: answer.corp,
    consult: answer.consult ?? null,
  });
}

/** Switches Consult Mode on showing only `formId` (the report on screen), or no report when null. */
export async function enterConsultMode(queryClient: QueryClient, formId: number | null): Promise<void> {
  apply(queryClient, await callEndpoint(CONSULT_ENDPOINTS.enterConsultMode, { body: { formId } }));
}

/** Leaves Consult Mode with the adviser's password; throws the server's ApiError when it is refused. */
export async function exitConsultMode(queryClient: QueryClient, password: string): Promise<void> {
  apply(
    queryClient,
    await callEndpoint(CONSULT_ENDPOINTS.exitConsultMode, { body: { password }, noAuthRedirect: true }),
  );
}
