/**
 * The app bar's options menu (spec §2.4): the user's first name (e-mail as tooltip) opening Account and Logout.
 * Outside Consult Mode it also switches Consult Mode on (with the report on screen, or the one the adviser then
 * chooses, ADR 0016); in Consult Mode
 * Account is hidden and the menu offers Leave Consult Mode (password dialog) instead. The menu's and the tooltip's
 * code load after the first paint (deferredMui.ts, ADR 0026).
 */
import { Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@rlc/shared';
import { logout } from '../../session/actions.ts';
import { useToast } from '../../app/toast.ts';
import { serverMessage } from '../../api/useApiMutation.ts';
import { ConsultChooser, enterConsultMode, ExitConsultDialog, openFormId } from '../consult/index.ts';
import { useDeferred } from '../../components/deferred.ts';
import { MENU } from '../../components/deferredMui.ts';
import { DeferredTooltip } from '../../components/DeferredTooltip.tsx';

export function UserMenu({ user, consult }: { user: SessionUser; consult: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menu = useDeferred(MENU);
  const [exiting, setExiting] = useState(false);
  const [exitLoaded, setExitLoaded] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [chooserLoaded, setChooserLoaded] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const pick = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  const startConsult = () => {
    const formId = openFormId(pathname);
    // Away from a report the adviser first chooses which report the customer will see (ConsultChooser).
    if (formId === null) {
      setChoosing(true);
      setChooserLoaded(true);
      return;
    }
    enterConsultMode(queryClient, formId).catch((e: unknown) =>
      toast.error(serverMessage(e) ?? 'Consult Mode could not be started.'),
    );
  };

  return (
    <>
      {/* Not put on while the menu is anchored to the button (DeferredTooltip). */}
      <DeferredTooltip title={user.email} hold={!!anchor}>
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
      </DeferredTooltip>
      {menu && (
        <menu.Menu id="options-menu" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
          {consult
            ? [
                <menu.MenuItem
                  key="exit"
                  onClick={pick(() => {
                    setExiting(true);
                    setExitLoaded(true);
                  })}
                >
                  Leave Consult Mode
                </menu.MenuItem>,
              ]
            : [
                <menu.MenuItem key="account" onClick={pick(() => void navigate('/corporate/account'))}>
                  Account
                </menu.MenuItem>,
                <menu.MenuItem key="consult" onClick={pick(startConsult)}>
                  Consult Mode
                </menu.MenuItem>,
              ]}
          <menu.MenuItem onClick={pick(() => void logout())}>Logout</menu.MenuItem>
        </menu.Menu>
      )}
      {/* Loaded when first asked for (a lazy component), then kept, so it closes with its transition as before. */}
      {(exiting || exitLoaded) && (
        <Suspense fallback={null}>
          <ExitConsultDialog open={exiting} onClose={() => setExiting(false)} />
        </Suspense>
      )}
      {(choosing || chooserLoaded) && (
        <Suspense fallback={null}>
          <ConsultChooser open={choosing} onClose={() => setChoosing(false)} />
        </Suspense>
      )}
    </>
  );
}
