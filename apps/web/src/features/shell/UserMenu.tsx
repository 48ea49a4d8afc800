/**
 * The app bar's options menu (spec §2.4): the user's first name (e-mail as tooltip) opening Account and Logout.
 * Outside Consult Mode it also switches Consult Mode on (with the report on screen, ADR 0016); in Consult Mode
 * Account is hidden and the menu offers Leave Consult Mode (password dialog) instead.
 */
import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@rlc/shared';
import { logout } from '../../session/actions.ts';
import { useToast } from '../../app/toast.ts';
import { serverMessage } from '../../api/useApiMutation.ts';
import { enterConsultMode, ExitConsultDialog, openFormId } from '../consult/index.ts';

export function UserMenu({ user, consult }: { user: SessionUser; consult: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [exiting, setExiting] = useState(false);
  const [exitLoaded, setExitLoaded] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  const startConsult = () => {
    enterConsultMode(queryClient, openFormId(pathname)).catch((e: unknown) =>
      toast.error(serverMessage(e) ?? 'Consult Mode could not be started.'),
    );
  };

  return (
    <>
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
          sx={{ flexShrink: 0 }}
        >
          {user.firstName}
        </Button>
      </Tooltip>
      <Menu id="options-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {consult
          ? [
              <MenuItem
                key="exit"
                onClick={pick(() => {
                  setExiting(true);
                  setExitLoaded(true);
                })}
              >
                Leave Consult Mode
              </MenuItem>,
            ]
          : [
              <MenuItem key="account" onClick={pick(() => void navigate('/corporate/account'))}>
                Account
              </MenuItem>,
              <MenuItem key="consult" onClick={pick(startConsult)}>
                Consult Mode
              </MenuItem>,
            ]}
        <MenuItem onClick={pick(() => void logout())}>Logout</MenuItem>
      </Menu>
      {/* Loaded when first asked for (a lazy component), then kept, so it closes with its transition as before. */}
      {(exiting || exitLoaded) && (
        <Suspense fallback={null}>
          <ExitConsultDialog open={exiting} onClose={() => setExiting(false)} />
        </Suspense>
      )}
    </>
  );
}
