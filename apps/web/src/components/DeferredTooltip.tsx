/**
 * MUI's Tooltip, its code (Popper, popper.js: about 12 kB gzip) loaded after the screen's first paint
 * (deferredMui.ts, ADR 0026). Until it has arrived the child is drawn alone. Wrapping the child in the tooltip
 * draws it anew (a new element), so the tooltip is put on only while the child is not in use: not hovered, not
 * holding the focus, and not `hold` (e.g. while the menu it opens is anchored to it); the user sees the same
 * element either way.
 */
import { cloneElement, useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';
import { useDeferred } from './deferred.ts';
import { TOOLTIP } from './deferredMui.ts';

type ChildProps = {
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (e: PointerEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  onBlur?: (e: FocusEvent<HTMLElement>) => void;
};

export function DeferredTooltip({
  hold = false,
  children,
  ...props
}: TooltipProps & { children: ReactElement<ChildProps>; hold?: boolean }) {
  const Tooltip = useDeferred(TOOLTIP)?.Tooltip;
  const [on, setOn] = useState(() => Tooltip !== undefined);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Put on during the render that finds the child free (React's way to adjust state to props, no extra effect).
  if (!on && Tooltip && !hold && !hovered && !focused) setOn(true);

  if (on && Tooltip) return <Tooltip {...props}>{children}</Tooltip>;
  const own = children.props;
  return cloneElement(children, {
    onPointerEnter: (e) => {
      setHovered(true);
      own.onPointerEnter?.(e);
    },
    onPointerLeave: (e) => {
      setHovered(false);
      own.onPointerLeave?.(e);
    },
    onFocus: (e) => {
      setFocused(true);
      own.onFocus?.(e);
    },
    onBlur: (e) => {
      setFocused(false);
      own.onBlur?.(e);
    },
  });
}
