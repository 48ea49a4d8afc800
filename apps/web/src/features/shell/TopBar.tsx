/**
 * App bar (spec §2.4): title (corporate name, else product name) linking to '/', navigation buttons for the
 * permitted top-level routes, and the options menu (user's first name, e-mail as tooltip) with Account and
 * Logout.
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
import type { StoredSession } from '../../session/storage.ts';
import { logout } from '../../session/actions.ts';
import { PRODUCT_NAME } from '../../app/product.ts';
import { navItemsFor } from './navItems.ts';

export function TopBar({ session }: { session: StoredSession }) {
  const { user, corp } = session;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = navItemsFor(user);

  return (
    <AppBar position="sticky" elevation={1} component="header">
      <Toolbar sx={{ gap: 2 }}>
        <Typography variant="h6" component="div" sx={{ whiteSpace: 'nowrap' }}>
          <Link component={RouterLink} to="/" color="inherit" underline="none" data-testid="app-title">
            {corp?.name || PRODUCT_NAME}
          </Link>
        </Typography>
        <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 1, flex: 1 }}>
          {items.map((item) => (
            <Button
              key={item.to}
              component={RouterLink}
              to={item.to}
              color="inherit"
              aria-current={pathname.startsWith(item.to) ? 'page' : undefined}
              sx={{
                borderBottom: pathname.startsWith(item.to)
                  ? '2px solid currentColor'
                  : '2px solid transparent',
                borderRadius: 0,
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
