/**
 * A button opening the menu of decision choices (spec §3.7); the chosen one is marked. Issue 14: the menu is at
 * most 480 px wide; a long option name is cut with an ellipsis, the whole in a tooltip on hover and keyboard focus.
 * The menu's and the tooltips' code load after the first paint (deferredMui.ts, ADR 0026).
 */
import { useState, type ComponentType } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { MenuItemProps } from '@mui/material/MenuItem';
import type { Choice } from '@rlc/shared';
import { ONE_LINE, useClipped } from '../../../components/OverflowText.tsx';
import { choiceText } from './decisions.ts';
import { useDeferred } from '../../../components/deferred.ts';
import { MENU } from '../../../components/deferredMui.ts';
import { DeferredTooltip } from '../../../components/DeferredTooltip.tsx';

export interface DecisionMenuProps {
  label: string;
  /** Choices, or null while they load (the menu then shows a spinner). */
  choices: readonly Choice[] | null;
  selectedId: string | null;
  busy?: boolean;
  onOpen?: () => void;
  onPick: (choice: Choice) => void;
  size?: 'small' | 'medium';
  /** Why the decision cannot be set now (spec §8 magic client decision messages): the button is disabled and says so. */
  blockedReason?: string | null;
}

export function DecisionMenu({
  label,
  choices,
  selectedId,
  busy,
  onOpen,
  onPick,
  size = 'medium',
  blockedReason,
}: DecisionMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menu = useDeferred(MENU);
  const button = (
    <Button
      variant="outlined"
      size={size}
      disabled={busy || Boolean(blockedReason)}
      aria-haspopup="menu"
      onClick={(e) => {
        setAnchor(e.currentTarget);
        onOpen?.();
      }}
    >
      {label}
    </Button>
  );
  return (
    <>
      {blockedReason ? (
        // A disabled button gets no pointer events: the tooltip sits on a wrapper.
        <DeferredTooltip title={blockedReason}>
          <span>{button}</span>
        </DeferredTooltip>
      ) : (
        button
      )}
      {menu && (
        <menu.Menu
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          slotProps={{ paper: { sx: { maxWidth: 'min(480px, calc(100% - 32px))' } } }}
        >
          {choices === null && (
            <menu.MenuItem disabled>
              <CircularProgress size={16} sx={{ mr: 1 }} /> Loading choices…
            </menu.MenuItem>
          )}
          {choices?.map((c) => (
            <ChoiceItem
              Item={menu.MenuItem}
              key={`${c.type}-${c.id}`}
              text={choiceText(c)}
              selected={c.id === selectedId}
              onClick={() => {
                setAnchor(null);
                onPick(c);
              }}
            />
          ))}
        </menu.Menu>
      )}
    </>
  );
}

/**
 * One choice of the menu on one line, cut to fit; the whole text in a tooltip while cut. The MenuList's props
 * (autoFocus, tabIndex of the roving focus) pass through to the MenuItem (`Item`: the menu's, loaded with it).
 */
function ChoiceItem({
  text,
  Item,
  ...item
}: MenuItemProps & { text: string; Item: ComponentType<MenuItemProps> }) {
  const [ref, clipped] = useClipped<HTMLSpanElement>(text);
  return (
    <DeferredTooltip title={clipped ? text : ''} placement="right" describeChild>
      <Item {...item}>
        <span ref={ref} style={ONE_LINE}>
          {text}
        </span>
      </Item>
    </DeferredTooltip>
  );
}
