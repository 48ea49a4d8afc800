/** The app bar's developer navigation (spec §2.4; who sees it: features/dev/devNav.ts). */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DEV_NAV_ITEMS } from '../dev/index.ts';

export function DevMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? 'dev-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ flexShrink: 0 }}
      >
        Dev
      </Button>
      <Menu id="dev-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {DEV_NAV_ITEMS.map((item) => (
          <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={() => setAnchor(null)}>
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
