/** Developer pages and who sees their navigation (spec §2.4). */
export { DEV_NAV_ITEMS, isDevelopmentHost, showDevNav } from './devNav.ts';
