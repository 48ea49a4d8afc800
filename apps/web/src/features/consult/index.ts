/** Consult Mode (spec §2.4 guest mode; ADR 0016): the calls, the rules of what it shows, full screen, leaving. */
export { enterConsultMode, exitConsultMode } from './api.ts';
export { consultAllows, openFormId } from './consultRules.ts';
export { ExitConsultDialog } from './ExitConsultDialog.tsx';
export { useFullScreen } from './useFullScreen.ts';
