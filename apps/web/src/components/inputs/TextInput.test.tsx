import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput, type TextInputProps } from './TextInput.tsx';

function setup(props: Partial<TextInputProps> = {}) {
  const changes: string[] = [];
  function Harness() {
    const [value, setValue] = useState('');
    return (
      <TextInput
        label="First Name"
        value={value}
        onChange={(v) => {
          changes.push(v);
          setValue(v);
        }}
        {...props}
      />
    );
  }
  render(<Harness />);
  const label = new RegExp(props.label ?? 'First Name');
  return { input: screen.getByLabelText<HTMLInputElement>(label), changes, user: userEvent.setup() };
}

// Generous timeouts: MUI in jsdom is slow on a busy shared 2-core machine.
describe('TextInput (spec §5 text debounce and generic rules)', { timeout: 30_000 }, () => {
  it('shows typing at once and commits once, 500 ms after the last key', () => {
    vi.useFakeTimers();
    try {
      const { input, changes } = setup();
      fireEvent.change(input, { target: { value: 'Mar' } });
      act(() => {
        vi.advanceTimersByTime(300);
      });
      fireEvent.change(input, { target: { value: 'Margaret' } });
      act(() => {
        vi.advanceTimersByTime(300);
      });
      expect(input.value).toBe('Margaret');
      expect(changes).toEqual([]); // 300 ms after the last key: not yet
      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(changes).toEqual(['Margaret']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('commits at once on blur', async () => {
    const { input, changes, user } = setup();
    await user.type(input, 'Jo');
    await user.tab();
    expect(changes).toEqual(['Jo']);
  });

  it("says 'Required.' for an empty required field on blur", async () => {
    const { input, user } = setup({ required: true });
    await user.click(input);
    await user.tab();
    expect(screen.getByText('Required.')).toBeTruthy();
    await user.type(input, 'M');
    expect(screen.queryByText('Required.')).toBeNull();
  });

  it("says 'Invalid e-mail.' for a malformed address but allows empty", async () => {
    const { input, user } = setup({ kind: 'email', label: 'E-mail' });
    await user.click(input);
    await user.tab();
    expect(screen.queryByText('Invalid e-mail.')).toBeNull();
    await user.type(input, 'jo@example');
    await user.tab();
    expect(screen.getByText('Invalid e-mail.')).toBeTruthy();
  });
});
