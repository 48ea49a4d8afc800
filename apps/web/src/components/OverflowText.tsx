/**
 * One line of text that never widens its container (long names): cut with an ellipsis when it does not
 * fit, the whole text then in a tooltip that opens on hover and on keyboard focus (the cut text becomes a tab
 * stop only while it is cut, so short names add no stops). The full text stays in the DOM, so readers and
 * searches (Ctrl+F) see all of it. The tooltip's code loads after the first paint (DeferredTooltip.tsx, ADR 0026).
 *
 * The parent must let it shrink: a flex child needs `minWidth: 0`, a table needs `tableLayout: 'fixed'` or a
 * bounded cell width.
 */
import { useLayoutEffect, useState, type ElementType } from 'react';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { CSSObject } from '@mui/material/styles';
import { DeferredTooltip } from './DeferredTooltip.tsx';

export interface OverflowTextProps {
  text: string;
  variant?: TypographyProps['variant'];
  /** The element drawn (e.g. 'h1' for a page title); default a span. */
  component?: ElementType;
  color?: TypographyProps['color'];
  /** Styles added to the line's own (an object, e.g. `{ fontWeight: 600 }`). */
  sx?: CSSObject;
  id?: string;
  testId?: string;
}

/**
 * `[ref, clipped]`: put `ref` on an element that cuts its text (nowrap + hidden overflow); `clipped` is true while
 * the text does not fit, re-measured when the element is resized or the text changes.
 */
export function useClipped<T extends HTMLElement>(text: string) {
  // A callback ref: the element may be replaced (a tooltip added once cut), and the new one is measured too.
  const [node, setNode] = useState<T | null>(null);
  const [clipped, setClipped] = useState(false);
  useLayoutEffect(() => {
    if (!node) return;
    const check = () => setClipped(node.scrollWidth > node.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, text]);
  return [setNode, clipped] as const;
}

/** The styles that cut a line with an ellipsis (for elements that measure themselves with `useClipped`). */
export const ONE_LINE = {
  display: 'block',
  minWidth: 0,
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export function OverflowText({
  text,
  variant,
  component = 'span',
  color,
  sx,
  id,
  testId,
}: OverflowTextProps) {
  const [ref, clipped] = useClipped<HTMLElement>(text);
  const line = (
    <Typography
      ref={ref}
      id={id}
      data-testid={testId}
      variant={variant}
      component={component}
      color={color}
      noWrap
      data-clipped={clipped || undefined}
      tabIndex={clipped ? 0 : undefined}
      sx={{ display: 'block', minWidth: 0, maxWidth: '100%', ...sx }}
    >
      {text}
    </Typography>
  );
  // The tooltip only while cut: a list of many short names stays light (no tooltip machinery per cell).
  return clipped ? (
    <DeferredTooltip title={text} describeChild enterDelay={300}>
      {line}
    </DeferredTooltip>
  ) : (
    line
  );
}
