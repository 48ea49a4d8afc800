/**
 * The app bar's developer navigation (spec §2.4; who sees it: features/dev/devNav.ts). The menu's code loads after
 * the first paint (deferredMui.ts, ADR 0026).
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import { DEV_NAV_ITEMS } from '../dev/index.ts';
import { useDeferred } from '../../components/deferred.ts';
import { MENU } from '../../components/deferredMui.ts';

export function DevMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menu = useDeferred(MENU);
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
      {menu && (
        <menu.Menu id="dev-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
          {DEV_NAV_ITEMS.map((item) => (
            <menu.MenuItem key={item.to} component={RouterLink} to={item.to} onClick={() => setAnchor(null)}>
              {item.label}
            </menu.MenuItem>
          ))}
        </menu.Menu>
      )}
    </>
  );
}
