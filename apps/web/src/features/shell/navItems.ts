/** App bar navigation: the top-level /corporate routes that declare `handle.nav` and that the user may open. */
import type { HasPermissions } from '@rlc/shared';
import { corporateChildren } from '../../routing/routes.tsx';
import { handleOf, meets } from '../../routing/requirements.ts';

export interface NavItem {
  label: string;
  to: string;
  /** Gets the one-off attention animation (spec §2.4). */
  attention?: boolean;
}

export function navItemsFor(user: HasPermissions | null | undefined): NavItem[] {
  return corporateChildren.flatMap((r) => {
    const h = handleOf(r);
    return h.nav && r.path && meets(user, h.requires)
      ? [{ label: h.nav, to: `/corporate/${r.path}`, ...(h.attention ? { attention: true } : {}) }]
      : [];
  });
}
