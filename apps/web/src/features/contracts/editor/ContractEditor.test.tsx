/**
 * The config-driven contract editor (spec §4 "Contract editing") generated from the shared
 * definitions: sections, use-if hiding (and not sending), percent ×100 / ÷100, only changed terms sent, the
 * shared validator's message beside a year list, 'When sold', overrides with Reset, and the debounced preview.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  cappedRateYearList,
  COMMUNITY_CONTRACT_CONFIG,
  CONTRACT_CONFIG,
  ContractSettings,
  yearList,
  type ContractPreviewResponse,
} from '@rlc/shared';
import { Providers, makeQueryClient } from '../../../app/Providers.tsx';
import { ContractEditor, type ContractEditorProps } from './index.ts';

const STANDARD = ContractSettings.parse({
  dmfUse: true,
  dmf: cappedRateYearList(0.06, 0.36),
  repaymentTimeline: 18,
  upfrontFeeUse: true,
});

/** A preview answer whose year-1 exit entitlement is `year1` (other horizons not needed here). */
const previewOf = (year1: number): ContractPreviewResponse => ({
  entryPrice: 500_000,
  tenure: 'licence',
  horizons: [
    {
      years: 1,
      resalePrice: 515_000,
      dmf: 500_000 - year1,
      ltmf: 0,
      capitalGainToResident: 0,
      residentCosts: 0,
      exitEntitlement: year1,
    },
  ],
});

function renderEditor(props: Partial<ContractEditorProps> = {}) {
  const onSave = vi.fn();
  // Saved terms: 6 % in year 1 → 500,000 − 30,000 = 470,000; any change: 35 % → 325,000.
  const fetchPreview = vi.fn((changes: Record<string, unknown>) =>
    Promise.resolve(previewOf(Object.keys(changes).length === 0 ? 470_000 : 325_000)),
  );
  render(
    <Providers queryClient={makeQueryClient()}>
      <ContractEditor
        items={CONTRACT_CONFIG}
        values={STANDARD}
        onSave={onSave}
        fetchPreview={fetchPreview}
        previewKey={['contractPreview', 71]}
        {...props}
      />
    </Providers>,
  );
  return { onSave, fetchPreview };
}

/** Types into a field and leaves it (the inputs commit on blur). */
function type(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('ContractEditor', { timeout: 30_000 }, () => {
  it('shows the groups as sections and only the items whose use-if holds', () => {
    renderEditor();
    for (const title of ['Entry', 'Ongoing', 'Exit'])
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    // Upfront fee ticked: its amounts show; establishment fee not ticked: its basis does not.
    expect(screen.getByLabelText('Upfront fee ($)')).toBeTruthy();
    expect(screen.queryByLabelText('Establishment fee worked out from')).toBeNull();
    fireEvent.click(screen.getByLabelText('Establishment fee'));
    expect(screen.getByLabelText('Establishment fee worked out from')).toBeTruthy();
    // roi is no longer a term (ADR 0029).
    expect(screen.queryByLabelText('Return on funds left to invest')).toBeNull();
  });

  it('sends only the changed term, a percent divided by 100', async () => {
    const { onSave } = renderEditor();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save changes' }).disabled).toBe(true);
    // Shown ×100: the stored 0.03 reads 3.00.
    const growth = screen.getByLabelText<HTMLInputElement>('Capital growth');
    expect(growth.value).toBe('3.00');
    type(growth, '4.5');
    await waitFor(() => expect(screen.getByText('1 unsaved change')).toBeTruthy());
    save();
    expect(onSave).toHaveBeenCalledWith({ capitalGrowthRate: 0.045 });
  });

  it('does not send an item whose use-if no longer holds', async () => {
    const { onSave } = renderEditor();
    type(screen.getByLabelText('Upfront fee ($)'), '1000');
    fireEvent.click(screen.getByLabelText('Upfront fee'));
    // The amount is hidden with its switch and left out; only the switch is sent.
    expect(screen.queryByLabelText('Upfront fee ($)')).toBeNull();
    await waitFor(() => expect(screen.getByText('1 unsaved change')).toBeTruthy());
    save();
    expect(onSave).toHaveBeenCalledWith({ upfrontFeeUse: false });
  });

  it('says beside a cumulative schedule when a year goes down, and will not save it', async () => {
    renderEditor();
    const dmf = screen.getByRole('group', { name: /DMF \(cumulative %\)/ });
    // Year 1 typed as 35 (%) instead of 3.5: above year 2's 12 %.
    type(within(dmf).getByLabelText('1'), '35');
    expect(
      await within(dmf).findByText('Year 2 is lower than year 1: a cumulative schedule never goes down.'),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save changes' }).disabled).toBe(true);
  });

  it("shows a repayment timeline of 0 as 'When sold', else in months", () => {
    renderEditor();
    expect(screen.getByText("18 months after leaving (0 = 'When sold')")).toBeTruthy();
    type(screen.getByLabelText('Repayment timeline'), '0');
    expect(screen.getByText('When sold')).toBeTruthy();
  });

  it('shows the preview on the saved terms, and with the changes once typing settles', async () => {
    const { fetchPreview } = renderEditor({
      values: ContractSettings.parse({
        ...STANDARD,
        salesFeesUse: true,
        salesFees: yearList(Array(11).fill(0)),
      }),
    });
    const table = await screen.findByRole('table', { name: 'Exit entitlement by year' });
    await within(table).findByText('$470,000');
    type(screen.getByLabelText('Capital growth'), '4');
    // 400 ms after the last edit the changes are asked for; both columns show.
    await within(table).findByText('$325,000', {}, { timeout: 3000 });
    expect(fetchPreview).toHaveBeenLastCalledWith({ capitalGrowthRate: 0.04 });
    expect(within(table).getByText('With changes')).toBeTruthy();
  });

  it('community contract: says overridden or inherited, and Reset puts the default back', async () => {
    const defaults = STANDARD;
    const values = { ...STANDARD, capitalGainShare: 0.25, ingoingContribution: 320_000 };
    const { onSave } = renderEditor({ items: COMMUNITY_CONTRACT_CONFIG, values, defaults });
    // Default-only terms are not offered to a community.
    expect(screen.queryByLabelText('Deferred management fee (DMF)')).toBeNull();
    const price = screen.getByLabelText('Ingoing contribution').closest('div[class]')!.parentElement!
      .parentElement!;
    expect(within(price).getByText('Overridden')).toBeTruthy();
    expect(screen.getAllByText('Inherited from the default contract').length).toBeGreaterThan(0);
    fireEvent.click(
      screen.getByRole('button', { name: "Reset Ingoing contribution to the default contract's value" }),
    );
    await waitFor(() => expect(screen.getByText('1 unsaved change')).toBeTruthy());
    save();
    // The default's value is sent; the server then drops the override.
    expect(onSave).toHaveBeenCalledWith({ ingoingContribution: 0 });
  });
});
