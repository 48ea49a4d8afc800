/**
 * The magic-link customer's screens for the customer's own entry (src/customer/, ADR 0015), which builds its
 * first screens in; the staff app reaches this feature only through routes.ts (every screen a lazy chunk).
 */
export { default as LinkPage } from './LinkPage.tsx';
export { default as CustomerLayout } from './CustomerLayout.tsx';
export { default as OverviewPage } from './OverviewPage.tsx';
export { default as OptionsPage } from './OptionsPage.tsx';
export { default as DetailsPage } from './DetailsPage.tsx';
export { EndedPage, FinishedPage } from './EndedPage.tsx';
export { CustomerFrame } from './CustomerFrame.tsx';
export { magicRouteTree } from './routeTree.ts';
