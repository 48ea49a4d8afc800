import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomerDetailsForm } from './CustomerDetailsForm.tsx';
import { makeHarness } from './testHarness.tsx';

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const missingList = () =>
  within(screen.getByLabelText('Details missing for a customised report'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/** Pick an option of an MUI select found by its label. */
function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

// Big MUI forms are slow to query in jsdom on a shared 2-core machine.
describe('CustomerDetailsForm', { timeout: 40_000 }, () => {
  it('story: renders an empty single customer with every section but Partner, and the missing list on top', () => {
    const { Harness } = makeHarness(CustomerDetailsForm);
    render(<Harness />);
    expect(sectionTitles()).toEqual([
      'Client',
      'Address & contact',
      'Home and assets',
      'Income',
      'Expenses',
      'Care',
    ]);
    expect(missingList()).toEqual([
      'First Name',
      'Date of Birth',
      'Home Market Value (Net)',
      'Personal Assets',
      'Investment Assets',
    ]);
  });

  it('gives every text field and select a visible label as its accessible name', () => {
    const { Harness } = makeHarness(CustomerDetailsForm, {
      relationship: 2,
      homeCarePackage: 3,
      partnerHomeCarePackage: 1,
    });
    render(<Harness />);
    for (const input of screen.getAllByRole<HTMLInputElement>('textbox')) {
      expect(input.labels?.[0]?.textContent, input.outerHTML).toBeTruthy();
    }
    for (const select of screen.getAllByRole('combobox')) {
      const labelId = select.getAttribute('aria-labelledby')?.split(' ')[0] ?? '';
      expect(document.getElementById(labelId)?.textContent, select.outerHTML).toBeTruthy();
    }
    const names = screen.getAllByRole('textbox').map((i) => (i as HTMLInputElement).labels?.[0]?.textContent);
    expect(new Set(names).size).toBe(names.length); // no two fields share a name
  });

  it('shows the Partner section for a couple and asks for the partner details', () => {
    const { Harness, last } = makeHarness(CustomerDetailsForm);
    render(<Harness />);
    choose('Relationship', 'Couple');
    expect(last()?.relationship).toBe(2);
    expect(sectionTitles()).toContain('Partner');
    expect(screen.getByLabelText('Partner First Name')).toBeTruthy();
    expect(missingList()).toContain('Partner Date of Birth');
    choose('Relationship', 'Single');
    expect(sectionTitles()).not.toContain('Partner');
  });

  it('enters the demo household (single, 78, QLD homeowner) and the missing list goes away', async () => {
    const user = userEvent.setup({ delay: null });
    const { Harness, last } = makeHarness(CustomerDetailsForm);
    render(<Harness />);
    await user.type(screen.getByLabelText('First Name'), 'Margaret');
    await user.type(screen.getByLabelText('Last Name'), 'Nguyen');
    await user.type(screen.getByLabelText('Date of Birth'), '02/03/1948');
    await user.type(screen.getByLabelText('Home Market Value (Net)'), '850000');
    await user.type(screen.getByLabelText('Selling fees'), '25000');
    await user.type(screen.getByLabelText('Personal Assets'), '15000');
    await user.type(screen.getByLabelText('Investment Assets'), '150000');
    await user.tab();
    expect(screen.queryByLabelText('Details missing for a customised report')).toBeNull();
    expect(last()).toMatchObject({
      firstName: 'Margaret',
      lastName: 'Nguyen',
      dob: '1948-03-02',
      propertyValue: 850_000,
      sellingFees: 25_000,
      personalAssets: 15_000,
      investmentAssets: 150_000,
    });
    // Available funds = 850,000 home − 25,000 selling fees + 150,000 investments = 975,000, labelled so.
    expect(
      screen.getByText('Available funds (home value less selling fees, plus investments): $975,000.00'),
    ).toBeTruthy();
    // The report name the cover will show.
    expect(screen.getByText('Leave blank to use "Margaret Nguyen"')).toBeTruthy();
  });

  it('labels care levels with the spec amounts and wants the service split to add up to 100 %', async () => {
    const user = userEvent.setup({ delay: null });
    const { Harness, last } = makeHarness(CustomerDetailsForm);
    render(<Harness />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Care level' }));
    const levels = screen.getAllByRole('option').map((o) => o.textContent);
    expect(levels[0]).toBe('No');
    expect(levels[1]).toBe('Level 1 (≈ $11,000 a year)');
    expect(levels[8]).toBe('Level 8 (≈ $78,000 a year)');
    fireEvent.click(screen.getByRole('option', { name: 'Level 3 (≈ $22,000 a year)' }));
    expect(last()?.homeCarePackage).toBe(3);
    expect(screen.getByText(/add up to 100%/)).toBeTruthy();
    await user.type(screen.getByLabelText('Clinical care share'), '50');
    await user.type(screen.getByLabelText('Independence share'), '25');
    await user.type(screen.getByLabelText('Everyday living share'), '25');
    await user.tab();
    expect(screen.queryByText(/add up to 100%/)).toBeNull();
    expect(last()).toMatchObject({
      clinicalCareSplit: 0.5,
      independenceSplit: 0.25,
      everydayLivingSplit: 0.25,
    });
  });

  it('takes contribution rates from the assessment letter as fractions', async () => {
    const user = userEvent.setup({ delay: null });
    const { Harness, last } = makeHarness(CustomerDetailsForm, { homeCarePackage: 2 });
    render(<Harness />);
    await user.click(screen.getByLabelText('Use contribution rates from the assessment letter'));
    await user.type(screen.getByLabelText('Independence contribution rate'), '5');
    await user.type(screen.getByLabelText('Everyday living contribution rate'), '17.5');
    await user.tab();
    expect(last()?.assessedContributionRates).toEqual({
      clinical: 0,
      independence: 0.05,
      everydayLiving: 0.175,
    });
    await user.click(screen.getByLabelText('Use contribution rates from the assessment letter'));
    expect(last()?.assessedContributionRates).toBeNull();
  });

  it('shows errors given by the parent beside their field', () => {
    const { Harness } = makeHarness(
      CustomerDetailsForm,
      {},
      { email: 'Invalid e-mail.', propertyValue: 'Value required' },
    );
    render(<Harness />);
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Invalid e-mail.')).toBeTruthy();
    expect(screen.getByText('Value required')).toBeTruthy();
  });
});
