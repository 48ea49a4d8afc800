/**
 * The MUI components the first screens draw only after their first paint (components/deferred.ts, ADR 0026): the
 * menus (MUI's Menu brings Popover, Modal and the focus trap), tooltips (Popper and popper.js), the list's
 * pagination (its page-size Select) and the confirmation dialog, all in deferredParts.ts. About 40 kB gzip of
 * Home's first load. `PARTS` is the module; the names below say what each use reads of it.
 */
import { deferred } from './deferred.ts';

const PARTS = deferred(() => import('./deferredParts.ts'));

/** Menu and MenuItem. */
export const MENU = PARTS;
/** Tooltip. */
export const TOOLTIP = PARTS;
/** TablePagination. */
export const TABLE_PAGINATION = PARTS;
/** ConfirmDialogView. */
export const CONFIRM_DIALOG_VIEW = PARTS;
