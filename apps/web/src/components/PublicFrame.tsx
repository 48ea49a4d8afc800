/** Frame for the staff app's public pages (login, reset, legal): PublicFrameBase with router links. */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PublicFrameBase, type LinkTo } from './PublicFrameBase.tsx';

const routerLinkTo: LinkTo = (path) => ({ component: RouterLink, to: path });

export function PublicFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <PublicFrameBase wide={wide} linkTo={routerLinkTo}>
      {children}
    </PublicFrameBase>
  );
}
