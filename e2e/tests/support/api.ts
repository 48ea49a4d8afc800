/** Calls of the app's API from a test (setting up data a screen then shows), with the demo users' tokens. */
import { expect, type APIRequestContext } from '@playwright/test';

export const API = '/api/app/v1';

/** One call; fails the test unless it answers 200, and returns its `data`. */
export async function apiCall<T>(
  request: APIRequestContext,
  jwt: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await request.fetch(API + path, {
    method,
    headers: { authorization: `Bearer ${jwt}` },
    ...(body !== undefined ? { data: body } : {}),
  });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** A signed-in token for `user` (e-mail and password). */
export async function apiLogin(
  request: APIRequestContext,
  user: { email: string; password: string },
): Promise<string> {
  const res = await request.post(`${API}/login`, { data: user });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { jwt: string } }).data.jwt;
}
