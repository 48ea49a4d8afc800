/**
 * Maintenance notice rule (spec §2.4): shown once after login while the time is before the cutoff that the
 * server delivers in `consts.maintenance` ({ until: ISO instant, text }); dismissed with Ok and remembered in
 * localStorage under the cutoff it was shown for, so a later maintenance window shows again.
 */
import type { ApiConsts } from '@rlc/shared';

export const MAINTENANCE_SEEN_KEY = 'rlc.maintenanceSeen';

export function shouldShowMaintenance(
  maintenance: ApiConsts['maintenance'] | undefined,
  now: number,
  seen: string | null,
): boolean {
  if (!maintenance) return false;
  const until = Date.parse(maintenance.until);
  if (!Number.isFinite(until) || now >= until) return false;
  return seen !== maintenance.until;
}

export function markMaintenanceSeen(until: string): void {
  localStorage.setItem(MAINTENANCE_SEEN_KEY, until);
}

export function maintenanceSeen(): string | null {
  return localStorage.getItem(MAINTENANCE_SEEN_KEY);
}
