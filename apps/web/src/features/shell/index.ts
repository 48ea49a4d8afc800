/** The app bar's navigation buttons for a user (the layout itself is a lazily-loaded route). */
export { navItemsFor } from './navItems.ts';
