/**
 * One line of text that never widens its container (issue 14: long names): cut with an ellipsis when it does not
 * fit, the whole text then in a tooltip that opens on hover and on keyboard focus (the cut text becomes a tab
 * stop only while it is cut, so short names add no stops). The full text stays in the DOM, so readers and
 * searches (Ctrl+F) see all of it.
 *
 * The parent must let it shrink: a flex child needs `minWidth: 0`, a table needs `tableLayout: 'fixed'` or a
 * bounded cell width.
 */
import { useLayoutEffect, useRef, useState, type ElementType } from 'react';
import Tooltip from '@mui/material/Tooltip';
import Typography, { type TypographyProps } from '@mui/material/Typography';

export interface OverflowTextProps {
  text: string;
  variant?: TypographyProps['variant'];
  /** The element drawn (e.g. 'h1' for a page title); default a span. */
  component?: ElementType;
  color?: TypographyProps['color'];
  sx?: TypographyProps['sx'];
  id?: string;
  testId?: string;
}

export function OverflowText({
  text,
  variant,
  component = 'span',
  color,
  sx,
  id,
  testId,
}: OverflowTextProps) {
  const ref = useRef<HTMLElement>(null);
  const [clipped, setClipped] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setClipped(el.scrollWidth > el.clientWidth + 1);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text]);
  return (
    <Tooltip title={clipped ? text : ''} describeChild enterDelay={300}>
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
        sx={[{ display: 'block', minWidth: 0, maxWidth: '100%' }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {text}
      </Typography>
    </Tooltip>
  );
}
