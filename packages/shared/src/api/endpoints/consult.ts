/** The Consult Mode calls of the API table (see ./index.ts; spec §2.4, ADR 0016). */
import { AuthResponse } from '../auth.ts';
import { EnterConsultRequest, ExitConsultRequest } from '../consult.ts';
import { define } from './define.ts';

export const CONSULT_ENDPOINTS = define({
  enterConsultMode: {
    method: 'POST',
    path: '/consultMode/enter',
    tag: 'consult',
    summary: 'Switch this session to Consult Mode, showing only the given report (or none)',
    permission: 'authenticated',
    body: EnterConsultRequest,
    response: AuthResponse,
  },
  exitConsultMode: {
    method: 'POST',
    path: '/consultMode/exit',
    tag: 'consult',
    summary: "Leave Consult Mode with the adviser's password (throttled like sign-in)",
    permission: 'authenticated',
    body: ExitConsultRequest,
    response: AuthResponse,
  },
});
