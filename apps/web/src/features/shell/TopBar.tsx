/**
 * App bar (spec §2.4): title (corporate name, else product name) linking to '/', navigation buttons for the
 * permitted top-level routes, and the options menu (user's first name, e-mail as tooltip) with Account and
 * Logout. Below the `md` breakpoint (phones, narrow windows) the navigation folds into a "Menu" button, so an
 * admin's five entries never push the options menu off the screen.
 */
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AccountCircle from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { StoredSession } from '../../session/storage.ts';
import { logout } from '../../session/actions.ts';
import { PRODUCT_NAME } from '../../app/product.ts';
import { navItemsFor } from './navItems.ts';
import { attentionSx, useNavAttention } from './useNavAttention.ts';

export function TopBar({ session }: { session: StoredSession }) {
  const { user, corp } = session;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = navItemsFor(user);
  const [navAnchor, setNavAnchor] = useState<HTMLElement | null>(null);
  // False where matchMedia is missing (tests): the inline navigation.
  const compact = useMediaQuery(useTheme().breakpoints.down('md'));
  // Spec §2.4: the one-off attention animation of the button that asks for it (Resources), or of the menu
  // button when the navigation is folded into it.
  const attentionItem = items.find((i) => i.attention);
  const attention = useNavAttention('resources', user.id, !!attentionItem);

  return (
    <AppBar position="sticky" elevation={1} component="header">
      <Toolbar sx={{ gap: 2 }}>
        <Typography variant="h6" component="div" noWrap sx={{ minWidth: 0, flexShrink: compact ? 1 : 0 }}>
          <Link component={RouterLink} to="/" color="inherit" underline="none" data-testid="app-title">
            {corp?.name || PRODUCT_NAME}
          </Link>
        </Typography>
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
            <Menu
              id="navigation-menu"
              anchorEl={navAnchor}
              open={!!navAnchor}
              onClose={() => setNavAnchor(null)}
            >
              {items.map((item) => (
                <MenuItem
                  key={item.to}
                  component={RouterLink}
                  to={item.to}
                  selected={pathname.startsWith(item.to)}
                  aria-current={pathname.startsWith(item.to) ? 'page' : undefined}
                  onClick={() => setNavAnchor(null)}
                >
                  {item.label}
                </MenuItem>
              ))}
            </Menu>
          </Box>
        ) : (
          <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 1, flex: 1 }}>
            {items.map((item) => (
              <Button
                key={item.to}
                component={RouterLink}
                to={item.to}
                color="inherit"
                aria-current={pathname.startsWith(item.to) ? 'page' : undefined}
                data-attention={attention && item === attentionItem ? 'on' : undefined}
                sx={{
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
            {import.meta.env.DEV && (
              // Spec §2.4: developer navigation only in development.
              <Button component={RouterLink} to="/dev/outbox" color="inherit">
                Outbox (dev)
              </Button>
            )}
          </Box>
        )}
        <Tooltip title={user.email}>
          <Button
            color="inherit"
            startIcon={<AccountCircle />}
            aria-haspopup="menu"
            aria-controls={anchor ? 'options-menu' : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            aria-label={`Options for ${user.firstName} (${user.email})`}
            data-testid="options-menu-button"
            onClick={(e) => setAnchor(e.currentTarget)}
          >
            {user.firstName}
          </Button>
        </Tooltip>
        <Menu id="options-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void navigate('/corporate/account');
            }}
          >
            Account
          </MenuItem>
          <MenuItem
            onClick={() => {
              setAnchor(null);
              void logout();
            }}
          >
            Logout
          </MenuItem>
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
