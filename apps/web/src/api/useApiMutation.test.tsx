/** useApiMutation: busy while the call runs, the success or error toast, the error kept for in-place messages. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@rlc/shared';
import { Providers, makeQueryClient } from '../app/Providers.tsx';
import { ApiError } from './client.ts';
import { errorMessage, serverMessage, useApiMutation, type ApiMutationOptions } from './useApiMutation.ts';

afterEach(cleanup);

/** A call the test settles by hand. */
function deferred() {
  let resolve!: (v: string) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Save(
  props: Omit<ApiMutationOptions<string, number>, 'mutationFn'> & { call: () => Promise<string> },
) {
  const { call, ...options } = props;
  const save = useApiMutation({ mutationFn: () => call(), ...options });
  return (
    <>
      <button disabled={save.isPending} onClick={() => save.mutate(7)}>
        Save
      </button>
      {save.error !== null && <p data-testid="in-place">{errorMessage(save.error)}</p>}
    </>
  );
}

const renderSave = (props: Parameters<typeof Save>[0]) =>
  render(
    <Providers queryClient={makeQueryClient()}>
      <Save {...props} />
    </Providers>,
  );

describe('useApiMutation', () => {
  it('is busy while the call runs, then toasts the success worded from the answer', async () => {
    const call = deferred();
    const onSuccess = vi.fn();
    renderSave({ call: () => call.promise, successToast: (data, vars) => `${data} #${vars}`, onSuccess });
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    call.resolve('Saved');
    expect(await screen.findByText('Saved #7')).toBeTruthy();
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(onSuccess).toHaveBeenCalledWith('Saved', 7);
  });

  it("toasts a failure in the caller's words and keeps the error for the screen", async () => {
    const error = new ApiError(409, 'CONFLICT', 'Changed by someone else.', undefined, undefined, true);
    const onError = vi.fn();
    const onSettled = vi.fn();
    renderSave({
      call: () => Promise.reject(error),
      errorToast: (e) => `Not saved: ${serverMessage(e)}`,
      onError,
      onSettled,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not saved: Changed by someone else.')).toBeTruthy();
    expect(screen.getByTestId('in-place').textContent).toBe('Changed by someone else.');
    expect(onError).toHaveBeenCalledWith(error, 7);
    expect(onSettled).toHaveBeenCalledOnce();
  });

  it('shows no toast when none is asked for, or when the wording gives none', async () => {
    renderSave({ call: () => Promise.reject(new Error('offline')), errorToast: () => undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Not an ApiError: the generic message, in place only.
    expect((await screen.findByTestId('in-place')).textContent).toBe(MESSAGES.generic);
    expect(screen.queryByText('offline')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('serverMessage / errorMessage', () => {
  it("uses the server's words only when the server sent them", () => {
    const own = new ApiError(0, 'NETWORK', 'Could not reach the server.');
    expect(serverMessage(own)).toBeUndefined();
    expect(errorMessage(own)).toBe('Could not reach the server.');
    expect(errorMessage(new Error('x'), 'Fallback')).toBe('Fallback');
  });
});
