import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { OverflowText } from './OverflowText.tsx';

const LONG = `Zoë 秀英 O'Brien-Müller ${'and family '.repeat(27)}`.trim();

/** jsdom lays nothing out: give every element the widths a browser would measure. */
function layout(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

afterEach(() => vi.restoreAllMocks());

describe('OverflowText (long names never widen the page)', () => {
  it('cuts a line too long for its box, and shows the whole text on hover; it is a tab stop', async () => {
    layout(2400, 300);
    render(<OverflowText text={LONG} />);
    const line = screen.getByText(LONG);
    // One line cut with an ellipsis (MUI noWrap: nowrap, hidden overflow, text-overflow ellipsis).
    expect(getComputedStyle(line).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(line).textOverflow).toBe('ellipsis');
    expect(line.dataset.clipped).toBe('true');
    // A tab stop, so a keyboard user reaches the tooltip too (MUI opens it on :focus-visible, which jsdom cannot
    // match: the browser check in e2e/tests/long-names.spec.ts tabs to it).
    expect(line.tabIndex).toBe(0);
    fireEvent.mouseOver(line);
    expect((await screen.findByRole('tooltip')).textContent).toBe(LONG);
  });

  it('adds no tab stop and no tooltip when the text fits', () => {
    layout(120, 300);
    render(<OverflowText text="Ann Lee" />);
    const line = screen.getByText('Ann Lee');
    expect(line.dataset.clipped).toBeUndefined();
    expect(line.hasAttribute('tabindex')).toBe(false);
    fireEvent.mouseOver(line);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
