/**
 * withReauth (ADR 0018): a call refused with 403 REAUTH_REQUIRED waits for the password dialog, then runs once
 * more; cancelling gives back the server's refusal; any other error passes straight through.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { reauthAsked, settleReauth, withReauth } from './reauthGate.ts';

const refusal = () => new ApiError(403, 'REAUTH_REQUIRED', 'Please confirm your password to continue.');
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('withReauth', () => {
  it('asks, then runs the call again after the confirmation', async () => {
    const call = vi.fn().mockRejectedValueOnce(refusal()).mockResolvedValueOnce('saved');
    const result = withReauth(call);
    await tick();
    expect(reauthAsked()).toBe(true);
    settleReauth();
    await expect(result).resolves.toBe('saved');
    expect(call).toHaveBeenCalledTimes(2);
    expect(reauthAsked()).toBe(false);
  });

  it('cancelling rejects with the refusal and does not call again', async () => {
    const first = refusal();
    const call = vi.fn().mockRejectedValue(first);
    const result = withReauth(call);
    await tick();
    settleReauth(new Error('cancelled'));
    await expect(result).rejects.toBe(first);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('does not ask for other errors', async () => {
    const other = new ApiError(403, 'FORBIDDEN', 'You do not have permission to access this page.');
    await expect(withReauth(() => Promise.reject(other))).rejects.toBe(other);
    expect(reauthAsked()).toBe(false);
  });
});
