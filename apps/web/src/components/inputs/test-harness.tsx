/**
 * Test harness shared by the controlled input tests (CurrencyInput, PercentInput, NumberInput): renders the
 * input with its value held in React state by a wrapper, as a form would, and records every value it commits.
 * Returns the `<input>` found by the label, the committed values in order, and a userEvent instance.
 */
import { useState, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

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
