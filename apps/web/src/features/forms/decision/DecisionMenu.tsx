/** A button opening the menu of decision choices (spec §3.7); the chosen one is marked. */
import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Choice } from '@rlc/shared';
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
}

export function DecisionMenu({
  label,
  choices,
  selectedId,
  busy,
  onOpen,
  onPick,
  size = 'medium',
}: DecisionMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        size={size}
        disabled={busy}
        aria-haspopup="menu"
        onClick={(e) => {
          setAnchor(e.currentTarget);
          onOpen?.();
        }}
      >
        {label}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {choices === null && (
          <MenuItem disabled>
            <CircularProgress size={16} sx={{ mr: 1 }} /> Loading choices…
          </MenuItem>
        )}
        {choices?.map((c) => (
          <MenuItem
            key={`${c.type}-${c.id}`}
            selected={c.id === selectedId}
            onClick={() => {
              setAnchor(null);
              onPick(c);
            }}
          >
            {choiceText(c)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
