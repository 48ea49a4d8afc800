/**
 * App bar (spec §2.4): title (corporate name, else product name) linking to '/', navigation buttons for the
 * permitted top-level routes, the developer menu (devNav.ts) and the options menu (UserMenu). Below the `md`
 * breakpoint (phones, narrow windows) the navigation folds into a "Menu" button, so an admin's entries never push
 * the options menu off the screen. In Consult Mode (ADR 0016) it shows the alternate title and a 'Consult Mode'
 * hint, Home only, and a full-screen button (also F11). Menus and tooltips load after the first paint (ADR 0026).
 */
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CONSULT_TEXT } from '@rlc/shared';
import type { StoredSession } from '../../session/storage.ts';
import { PRODUCT_NAME } from '../../app/product.ts';
import { useFullScreen } from '../consult/index.ts';
import { showDevNav } from '../dev/index.ts';
import { DevMenu } from './DevMenu.tsx';
import { navItemsFor } from './navItems.ts';
import { attentionSx, useNavAttention } from './useNavAttention.ts';
import { UserMenu } from './UserMenu.tsx';
import { useDeferred } from '../../components/deferred.ts';
import { MENU } from '../../components/deferredMui.ts';
import { DeferredTooltip } from '../../components/DeferredTooltip.tsx';

/** More entries than this do not fit on one line between the `md` and `lg` breakpoints (900–1200 px). */
const MANY_NAV_ITEMS = 7;

export function TopBar({ session }: { session: StoredSession }) {
  const { user, corp } = session;
  const consult = !!session.consult;
  const { pathname } = useLocation();
  const all = navItemsFor(user);
  // Consult Mode: navigation is hidden except Home (spec §2.4).
  const items = consult ? all.filter((i) => i.to === '/corporate/home') : all;
  const [navAnchor, setNavAnchor] = useState<HTMLElement | null>(null);
  const menu = useDeferred(MENU);
  const fullScreen = useFullScreen(consult);
  // False where matchMedia is missing (tests): the inline navigation. An admin's ten entries need the `lg` width
  // to sit on one line; below it they fold into the menu rather than wrap into two-line buttons.
  const { breakpoints } = useTheme();
  const narrow = useMediaQuery(breakpoints.down('md'));
  const midWidth = useMediaQuery(breakpoints.down('lg'));
  const compact = narrow || (midWidth && items.length > MANY_NAV_ITEMS);
  // Spec §2.4: the one-off attention animation of the button that asks for it (Resources), or of the menu
  // button when the navigation is folded into it.
  const attentionItem = items.find((i) => i.attention);
  const attention = useNavAttention('resources', user.id, !!attentionItem);

  return (
    <AppBar position="sticky" elevation={1} component="header">
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        <Typography
          variant="h6"
          component="div"
          noWrap
          // A phone in Consult Mode: a smaller title, so the alternate title reads beside the hint.
          sx={{
            minWidth: 0,
            // Shrinks (ellipsis) before the navigation does: a long corporate name must not push entries off.
            flexShrink: 1,
            fontSize: consult && compact ? '0.95rem' : undefined,
          }}
        >
          {/* A block cut with the title: an inline link ran on under the menu button on a phone (axe target-size). */}
          <Link
            component={RouterLink}
            to="/"
            color="inherit"
            underline="none"
            data-testid="app-title"
            sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {consult ? CONSULT_TEXT.title : corp?.name || PRODUCT_NAME}
          </Link>
        </Typography>
        {consult && (
          <Chip
            label={CONSULT_TEXT.hint}
            size="small"
            data-testid="consult-hint"
            sx={{ bgcolor: 'common.white', color: 'primary.main', fontWeight: 600, flexShrink: 0 }}
          />
        )}
        {compact && items.length > 1 ? (
          <Box component="nav" aria-label="Main" sx={{ flex: 1 }}>
            <IconButton
              color="inherit"
              aria-label="Open navigation"
              aria-haspopup="menu"
              aria-controls={navAnchor ? 'navigation-menu' : undefined}
              aria-expanded={navAnchor ? 'true' : undefined}
              onClick={(e) => setNavAnchor(e.currentTarget)}
              sx={attention ? attentionSx : undefined}
              data-attention={attention ? 'on' : undefined}
            >
              <MenuIcon />
            </IconButton>
            {menu && (
              <menu.Menu
                id="navigation-menu"
                anchorEl={navAnchor}
                open={!!navAnchor}
                onClose={() => setNavAnchor(null)}
              >
                {items.map((item) => (
                  <menu.MenuItem
                    key={item.to}
                    component={RouterLink}
                    to={item.to}
                    selected={pathname.startsWith(item.to)}
                    aria-current={pathname.startsWith(item.to) ? 'page' : undefined}
                    onClick={() => setNavAnchor(null)}
                  >
                    {item.label}
                  </menu.MenuItem>
                ))}
              </menu.Menu>
            )}
          </Box>
        ) : (
          <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, flex: '1 0 auto' }}>
            {items.map((item) => (
              <Button
                key={item.to}
                component={RouterLink}
                to={item.to}
                color="inherit"
                aria-current={pathname.startsWith(item.to) ? 'page' : undefined}
                data-attention={attention && item === attentionItem ? 'on' : undefined}
                sx={{
                  whiteSpace: 'nowrap',
                  flexShrink: 0,
                  px: 1,
                  borderBottom: pathname.startsWith(item.to)
                    ? '2px solid currentColor'
                    : '2px solid transparent',
                  borderRadius: 0,
                  ...(attention && item === attentionItem ? attentionSx : {}),
                }}
              >
                {item.label}
              </Button>
            ))}
          </Box>
        )}
        {!consult && showDevNav(user) && <DevMenu />}
        {consult && (
          <DeferredTooltip title={fullScreen.active ? 'Leave full screen (F11)' : 'Full screen (F11)'}>
            <IconButton color="inherit" onClick={fullScreen.toggle} aria-label="Full screen">
              {fullScreen.active ? <FullscreenExitIcon /> : <FullscreenIcon />}
            </IconButton>
          </DeferredTooltip>
        )}
        <UserMenu user={user} consult={consult} />
      </Toolbar>
    </AppBar>
  );
}
