/** Consult Mode (spec §2.4 guest mode; ADR 0016): the calls, the rules of what it shows, full screen, leaving. */
export { enterConsultMode, exitConsultMode } from './api.ts';
export { consultAllows, openFormId } from './consultRules.ts';
import { lazy } from 'react';

/**
 * The dialog that ends Consult Mode with the adviser's password, loaded when first shown: its form stays out of
 * every staff screen's JavaScript. Render it inside a Suspense boundary.
 */
export const ExitConsultDialog = lazy(() =>
  import('./ExitConsultDialog.tsx').then((m) => ({ default: m.ExitConsultDialog })),
);
/** Choosing the report to show when Consult Mode starts away from one; loaded when first shown, like the above. */
export const ConsultChooser = lazy(() =>
  import('./ConsultChooser.tsx').then((m) => ({ default: m.ConsultChooser })),
);
export { useFullScreen } from './useFullScreen.ts';
