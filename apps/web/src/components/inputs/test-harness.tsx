/**
 * Test harness shared by the controlled input tests (CurrencyInput, PercentInput, NumberInput): renders the
 * input with its value held in React state by a wrapper, as a form would, and records every value it commits.
 * Returns the `<input>` found by the label, the committed values in order, and a userEvent instance.
 * `itCommitsOnLeaving` turns a table of typing cases into one test each.
 */
import { useState, type ComponentType } from 'react';
import { expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

/** What a controlled, labelled input takes: its label, the value, and the callback that commits a new one. */
interface ControlledProps<V> {
  label: string;
  value: V;
  onChange: (value: V) => void;
}

/**
 * Render `Input` with `props` (`value` is the initial value). The wrapper stores each committed value, so the
 * field re-renders with it the way it would in a form.
 */
export function renderControlled<V, P extends ControlledProps<V>>(
  Input: ComponentType<P>,
  props: Omit<P, 'onChange'> & { value: V },
) {
  const changes: V[] = [];
  function Harness() {
    const [value, setValue] = useState<V>(props.value);
    // The cast joins the caller's props with the wrapper's value/onChange; TypeScript cannot prove that
    // `Omit<P, 'onChange'> & ControlledProps<V>` is a `P` for a generic P.
    const all = {
      ...props,
      value,
      onChange: (v: V) => {
        changes.push(v);
        setValue(v);
      },
    } as unknown as P;
    return <Input {...all} />;
  }
  render(<Harness />);
  return {
    input: screen.getByLabelText<HTMLInputElement>(props.label),
    changes,
    user: userEvent.setup(),
  };
}

/** A rendered numeric field: its `<input>`, the values it committed in order, and the user. */
export interface RenderedNumberField {
  input: HTMLInputElement;
  changes: number[];
  user: UserEvent;
}

/**
 * One typing case: a field holding `initial` (default 0) with `props` is cleared (`clear`) and/or typed into
 * (`type`), then left with Tab; it must commit `commits` and then show `shows` (when given).
 */
export interface TypingCase<P> {
  name: string;
  initial?: number;
  props?: Partial<P>;
  clear?: boolean;
  type?: string;
  commits: number;
  shows?: string;
}

/** One test per case, on the field `setup(initial, props)` renders. */
export function itCommitsOnLeaving<P>(
  setup: (initial: number, props?: Partial<P>) => RenderedNumberField,
  cases: readonly TypingCase<P>[],
): void {
  it.each(cases)('$name', async ({ initial = 0, props, clear, type, commits, shows }) => {
    const { input, changes, user } = setup(initial, props);
    if (clear) {
      await user.click(input);
      await user.clear(input);
    }
    if (type) await user.type(input, type);
    await user.tab();
    expect(changes.at(-1)).toBe(commits);
    if (shows !== undefined) expect(input.value).toBe(shows);
  });
}

/** A typing case that must be refused: the text stays as typed with `message` beside it, nothing committed. */
export interface RefusedCase<P> {
  name: string;
  initial?: number;
  props?: Partial<P>;
  type: string;
  message: string;
}

/** One test per refused case (docs/adr/0017): after Tab the field still shows the text and the message. */
export function itRefusesOnLeaving<P>(
  setup: (initial: number, props?: Partial<P>) => RenderedNumberField,
  cases: readonly RefusedCase<P>[],
): void {
  it.each(cases)('$name', async ({ initial = 0, props, type, message }) => {
    const { input, changes, user } = setup(initial, props);
    await user.type(input, type);
    await user.tab();
    expect(changes).toEqual([]);
    expect(input.value).toBe(type);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(message)).toBeTruthy();
  });
}
