/**
 * A point's mark, one shape per series (circle, square, diamond, triangle, then again) so lines stay apart
 * where colour alone would not (WCAG 1.4.1, greyscale prints): white inside, the series' colour around.
 */
const SHAPES = ['circle', 'square', 'diamond', 'triangle'] as const;

export function Marker({
  x,
  y,
  index,
  color,
  size = 4,
  filled = false,
}: {
  x: number;
  y: number;
  /** The series' position: picks the shape. */
  index: number;
  color: string;
  size?: number;
  /** The highlighted point: filled with the colour. */
  filled?: boolean;
}) {
  const paint = { fill: filled ? color : '#fff', stroke: color, strokeWidth: 2 };
  const r = size;
  switch (SHAPES[index % SHAPES.length]) {
    case 'square':
      return <rect x={x - r} y={y - r} width={2 * r} height={2 * r} {...paint} />;
    case 'diamond':
      return (
        <polygon
          points={`${x},${y - r - 1} ${x + r + 1},${y} ${x},${y + r + 1} ${x - r - 1},${y}`}
          {...paint}
        />
      );
    case 'triangle':
      return <polygon points={`${x},${y - r - 1} ${x + r + 1},${y + r} ${x - r - 1},${y + r}`} {...paint} />;
    default:
      return <circle cx={x} cy={y} r={r} {...paint} />;
  }
}
