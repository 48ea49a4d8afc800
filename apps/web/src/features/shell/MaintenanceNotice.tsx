/**
 * The data-driven maintenance notice (spec §2.4): text from the server's constants, Ok dismisses for good. The
 * dialog's code (MaintenanceDialog.tsx) loads only when the notice shows, not on every screen's first load.
 */
import { lazy, Suspense, useState } from 'react';
import type { ApiConsts } from '@rlc/shared';
import { maintenanceSeen, markMaintenanceSeen, shouldShowMaintenance } from './maintenance.ts';

const MaintenanceDialog = lazy(() => import('./MaintenanceDialog.tsx'));

export function MaintenanceNotice({ maintenance }: { maintenance: ApiConsts['maintenance'] | undefined }) {
  // Decided once per mount ("shown once after login"), not re-evaluated as the clock passes the cutoff.
  const [open, setOpen] = useState(() => shouldShowMaintenance(maintenance, Date.now(), maintenanceSeen()));
  if (!open || !maintenance) return null;
  const dismiss = () => {
    markMaintenanceSeen(maintenance.until);
    setOpen(false);
  };
  return (
    <Suspense fallback={null}>
      <MaintenanceDialog text={maintenance.text} dismiss={dismiss} />
    </Suspense>
  );
}
