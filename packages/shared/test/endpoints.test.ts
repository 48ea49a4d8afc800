import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_ENDPOINTS,
  AUDIT_ENDPOINTS,
  AUTH_ENDPOINTS,
  COMMUNITIES_ENDPOINTS,
  CONSULT_ENDPOINTS,
  CONTENT_ENDPOINTS,
  CONTRACTS_ENDPOINTS,
  ENDPOINTS,
  FORMS_ENDPOINTS,
  HELP_ENDPOINTS,
  MAGIC_ENDPOINTS,
  MFA_ENDPOINTS,
  REPORTS_ENDPOINTS,
  RESOURCES_ENDPOINTS,
  USERS_ENDPOINTS,
} from '../src/index.ts';

// ENDPOINTS is the areas' tables spread into one object: a name used in two areas would silently keep only the
// last one, and two entries with one method and path would clash when the server registers them.
const AREAS = [
  AUDIT_ENDPOINTS,
  AUTH_ENDPOINTS,
  COMMUNITIES_ENDPOINTS,
  FORMS_ENDPOINTS,
  MAGIC_ENDPOINTS,
  REPORTS_ENDPOINTS,
  CONTRACTS_ENDPOINTS,
  USERS_ENDPOINTS,
  CONTENT_ENDPOINTS,
  ANALYTICS_ENDPOINTS,
  CONSULT_ENDPOINTS,
  HELP_ENDPOINTS,
  RESOURCES_ENDPOINTS,
  MFA_ENDPOINTS,
];

describe('the API table joined from its areas', () => {
  it('keeps every entry of every area (no name is used twice)', () => {
    const total = AREAS.reduce((sum, area) => sum + Object.keys(area).length, 0);
    expect(Object.keys(ENDPOINTS)).toHaveLength(total);
  });

  it('has one entry per method and path', () => {
    const routes = Object.values(ENDPOINTS).map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
