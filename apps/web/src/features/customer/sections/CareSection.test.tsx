/** A care level needs a service split adding up to 100 %: a missing (0/0/0) or wrong split is marked at the fields. */
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomerDetailsForm } from '../CustomerDetailsForm.tsx';
import { makeHarness } from '../testHarness.tsx';
import { splitProblem } from './CareSection.tsx';

const SHARES = ['Clinical care share', 'Independence share', 'Everyday living share'];

describe('care service split', { timeout: 40_000 }, () => {
  it('flags a care level with a 0/0/0 split at each share field and says what to enter', () => {
    const { Harness } = makeHarness(CustomerDetailsForm, { homeCarePackage: 3 });
    render(<Harness />);
    const care = screen.getByRole('group', { name: 'Client care' });
    for (const label of SHARES) {
      const field = within(care).getByLabelText(label);
      expect(field.getAttribute('aria-invalid'), label).toBe('true');
    }
    expect(within(care).getAllByText('No split entered: the three shares must total 100%')).toHaveLength(3);
    expect(within(care).getByRole('alert').textContent).toBe(
      'Enter how the care budget is split: clinical care, independence and everyday living must add up to 100%.',
    );
  });

  it('says the wrong total at the fields, and clears every mark once the shares add up to 100 %', async () => {
    const user = userEvent.setup({ delay: null });
    const { Harness } = makeHarness(CustomerDetailsForm, { homeCarePackage: 3 });
    render(<Harness />);
    const care = screen.getByRole('group', { name: 'Client care' });
    await user.type(within(care).getByLabelText('Clinical care share'), '50');
    await user.type(within(care).getByLabelText('Independence share'), '30');
    await user.tab();
    // 50 % + 30 % + 0 % = 80 %.
    expect(within(care).getAllByText('The three shares total 80.00%, not 100%')).toHaveLength(3);
    await user.type(within(care).getByLabelText('Everyday living share'), '20');
    await user.tab();
    for (const label of SHARES) {
      expect(within(care).getByLabelText(label).getAttribute('aria-invalid'), label).toBe('false');
    }
    expect(within(care).queryByRole('alert')).toBeNull();
  });

  it('asks nothing of a person without a care level', () => {
    expect(splitProblem(0, 0, 0, 0)).toBeNull();
    expect(splitProblem(2, 0.5, 0.25, 0.25)).toBeNull();
    expect(splitProblem(2, 0, 0, 0)?.field).toBe('No split entered: the three shares must total 100%');
  });
});
