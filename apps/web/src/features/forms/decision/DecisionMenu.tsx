/**
 * A button opening the menu of decision choices (spec §3.7); the chosen one is marked. Issue 14: the menu is at
 * most 480 px wide; a long option name is cut with an ellipsis, the whole in a tooltip on hover and keyboard focus.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem, { type MenuItemProps } from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { Choice } from '@rlc/shared';
import { ONE_LINE, useClipped } from '../../../components/OverflowText.tsx';
import { choiceText } from './decisions.ts';

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
        <Tooltip title={blockedReason}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxWidth: 'min(480px, calc(100% - 32px))' } } }}
      >
        {choices === null && (
          <MenuItem disabled>
            <CircularProgress size={16} sx={{ mr: 1 }} /> Loading choices…
          </MenuItem>
        )}
        {choices?.map((c) => (
          <ChoiceItem
            key={`${c.type}-${c.id}`}
            text={choiceText(c)}
            selected={c.id === selectedId}
            onClick={() => {
              setAnchor(null);
              onPick(c);
            }}
          />
        ))}
      </Menu>
    </>
  );
}

/**
 * One choice of the menu on one line, cut to fit; the whole text in a tooltip while cut. The MenuList's props
 * (autoFocus, tabIndex of the roving focus) pass through to the MenuItem.
 */
function ChoiceItem({ text, ...item }: MenuItemProps & { text: string }) {
  const [ref, clipped] = useClipped<HTMLSpanElement>(text);
  return (
    <Tooltip title={clipped ? text : ''} placement="right" describeChild>
      <MenuItem {...item}>
        <span ref={ref} style={ONE_LINE}>
          {text}
        </span>
      </MenuItem>
    </Tooltip>
  );
}
