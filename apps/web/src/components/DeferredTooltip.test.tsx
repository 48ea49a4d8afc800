/**
 * The tooltip whose code arrives after the first paint (DeferredTooltip.tsx, ADR 0026): the child alone until
 * then; put on only while the child is not in use, so a focused button keeps its focus (and the element) until
 * the user leaves it; then the tooltip shows on hover as MUI's does.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// The parts module resolves when the test says so (the real one, so the tooltip is MUI's).
const parts = vi.hoisted(() => ({ resolve: null as null | (() => void) }));
// Not made with deferred(): the test setup's loadAllDeferred() would wait for it.
vi.mock('./deferredMui.ts', async () => {
  const real = await import('./deferredParts.ts');
  let value: typeof real | undefined;
  const loaded = new Promise<typeof real>((res) => (parts.resolve = () => res((value = real))));
  const d = { load: () => loaded, peek: () => value };
  return { TOOLTIP: d, MENU: d, TABLE_PAGINATION: d, CONFIRM_DIALOG_VIEW: d };
});

const { DeferredTooltip } = await import('./DeferredTooltip.tsx');

describe('DeferredTooltip', () => {
  it('waits for the focused child to be left before putting the tooltip on, then shows it on hover', async () => {
    render(
      <DeferredTooltip title="someone@demo.test">
        <button type="button">Ada</button>
      </DeferredTooltip>,
    );
    const before = screen.getByRole('button', { name: 'Ada' });
    act(() => before.focus());
    await act(async () => {
      parts.resolve!();
      await Promise.resolve();
    });
    // Loaded, but the button is in use: the same element, still focused.
    expect(screen.getByRole('button', { name: 'Ada' })).toBe(before);
    expect(document.activeElement).toBe(before);
    act(() => before.blur());
    // MUI's tooltip names a child without a name of its own by its title.
    const after = screen.getByRole('button', { name: 'someone@demo.test' });
    expect(after).not.toBe(before);
    fireEvent.mouseOver(after);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    expect(screen.getByRole('tooltip').textContent).toBe('someone@demo.test');
    await userEvent.unhover(after);
  });
});
