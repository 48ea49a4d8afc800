/**
 * The report panels other features draw: the key figures (the magic-link customer's results) and the headline
 * change table (Report Settings' rates changes). Apart from index.ts so that Home, which uses index.ts for its
 * list's actions, does not load them with it (about 3 kB gzip, ADR 0026); eslint.config.js lists panels.ts as
 * an entry of a feature beside index.ts and routes.ts.
 */
export { HeadlineChangeTable } from './summary/HeadlineChangeTable.tsx';
export { KeyFiguresPanel } from './results/KeyFiguresPanel.tsx';
