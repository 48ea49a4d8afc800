import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAINTENANCE_CUTOFF, MAINTENANCE_TEXT } from '@rlc/shared';
import { MaintenanceNotice } from './MaintenanceNotice.tsx';
import { MAINTENANCE_SEEN_KEY, shouldShowMaintenance } from './maintenance.ts';

// Spec §2.4: cutoff 2022-08-19 14:30 AEST = 04:30 UTC.
const maintenance = { until: MAINTENANCE_CUTOFF, text: MAINTENANCE_TEXT };

describe('maintenance notice', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('shows before the cutoff and is remembered after Ok', async () => {
    vi.setSystemTime(new Date('2022-08-19T04:29:00Z')); // 14:29 AEST, one minute before
    const { unmount } = render(<MaintenanceNotice maintenance={maintenance} />);
    // The dialog's code loads when the notice shows.
    expect(await screen.findByText(MAINTENANCE_TEXT)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByText(MAINTENANCE_TEXT)).toBeNull());
    expect(localStorage.getItem(MAINTENANCE_SEEN_KEY)).toBe(MAINTENANCE_CUTOFF);
    unmount();
    // Next login, still before the cutoff: not shown again.
    render(<MaintenanceNotice maintenance={maintenance} />);
    expect(screen.queryByText(MAINTENANCE_TEXT)).toBeNull();
  });

  it('does not show at or after the cutoff', () => {
    vi.setSystemTime(new Date('2022-08-19T04:30:00Z')); // 14:30 AEST exactly
    render(<MaintenanceNotice maintenance={maintenance} />);
    expect(screen.queryByText(MAINTENANCE_TEXT)).toBeNull();
  });

  it('rule: nothing without a notice, and a new window shows even if an older one was seen', () => {
    const before = Date.parse('2022-08-19T04:00:00Z');
    expect(shouldShowMaintenance(null, before, null)).toBe(false);
    expect(shouldShowMaintenance(maintenance, before, '2021-01-01T00:00:00+10:00')).toBe(true);
    expect(shouldShowMaintenance(maintenance, before, MAINTENANCE_CUTOFF)).toBe(false);
  });
});
