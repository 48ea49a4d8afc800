/**
 * Everything the first screens draw only after their first paint, in one module (deferredMui.ts, ADR 0026): one
 * dynamic import, so the bundler cuts the MUI code the form screens share with it into few chunks (one import
 * per component cut it into ~15 more small files on those screens, about 6 kB gzip more).
 */
export { default as Menu } from '@mui/material/Menu';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as Tooltip } from '@mui/material/Tooltip';
export { default as TablePagination } from '@mui/material/TablePagination';
export { ConfirmDialogView } from './ConfirmDialogView.tsx';
