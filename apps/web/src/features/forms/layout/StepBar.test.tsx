import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StepBar } from './StepBar.tsx';
import type { FormStep } from './steps.ts';

const LONG = `Riverside Gardens Independent Living ${'Apartments and Serviced Villas '.repeat(5)}`.trim();
const STEPS: FormStep[] = [
  { path: 'properties', label: 'Properties', name: 'form.villages' },
  { path: 'property/ext-3', label: LONG, detail: 'External village', name: 'form.village.external' },
  { path: 'results', label: 'Results', name: 'form.results' },
];

/** jsdom lays nothing out: every text is measured as `scrollWidth` wide in a `clientWidth` box. */
function layout(scrollWidth: (el: HTMLElement) => number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return scrollWidth(this);
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

afterEach(() => vi.restoreAllMocks());

describe('StepBar with long option names', () => {
  it('keeps the steps a tab list, cuts a long name and shows the whole on hover', async () => {
    // 8 px a character in a 180 px step: 'Properties' fits, the long name does not.
    layout((el) => (el.textContent ?? '').length * 8, 180);
    render(
      <StepBar steps={STEPS} active={0} go={() => {}}>
        <p>page</p>
      </StepBar>,
    );
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs).toHaveLength(3);
    // The accessible name is the whole text, cut or not.
    expect(tabs[1]!.getAttribute('aria-label')).toBe(`${LONG}, External village`);
    fireEvent.mouseEnter(tabs[1]!);
    expect((await screen.findByRole('tooltip')).textContent).toBe(`${LONG}, External village`);
    fireEvent.mouseLeave(tabs[1]!);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // A step that fits shows no tooltip.
    fireEvent.mouseEnter(tabs[0]!);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
