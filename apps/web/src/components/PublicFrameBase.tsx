/**
 * Frame for the public pages (login, reset, legal): product name bar, centred content, legal links. Its links are
 * made by `linkTo` (a path → the props of a MUI Link): the staff app's router links (PublicFrame.tsx), or plain
 * addresses on the log-in page's own entry, which has no router (login.html, ADR 0026).
 */
import type { ElementType, ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { APP_VERSION } from '@rlc/shared';
import { PRODUCT_NAME } from '../app/product.ts';

/** What a frame's link to an app path gets: a router link (`component` and `to`) or a plain `href`. */
export type LinkTo = (path: string) => { component?: ElementType; to?: string; href?: string };

/** Plain links: each one a page load (the log-in page's entry). */
export const plainLinkTo: LinkTo = (path) => ({ href: path });

export function PublicFrameBase({
  children,
  wide = false,
  linkTo,
}: {
  children: ReactNode;
  wide?: boolean;
  linkTo: LinkTo;
}) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="div">
            <Link {...linkTo('/')} color="inherit" underline="none">
              {PRODUCT_NAME}
            </Link>
          </Typography>
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        sx={{
          flex: 1,
          px: 2,
          py: { xs: 3, sm: 6 },
          maxWidth: wide ? 960 : 'none',
          width: '100%',
          mx: 'auto',
        }}
      >
        {children}
      </Box>
      <Box component="footer" sx={{ py: 2, textAlign: 'center', color: 'text.secondary' }}>
        <Link {...linkTo('/legal')} sx={{ mx: 1 }}>
          Legal
        </Link>
        <Link {...linkTo('/disclaimer')} sx={{ mx: 1 }}>
          Disclaimer
        </Link>
        <Typography component="span" variant="body2" sx={{ mx: 1 }}>
          Version {APP_VERSION}
        </Typography>
      </Box>
    </Box>
  );
}
