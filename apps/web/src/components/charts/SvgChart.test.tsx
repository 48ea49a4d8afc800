import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SvgChart } from './SvgChart.tsx';

const series = [
  { id: 'a', label: 'Staying at home', color: '#00565f', data: [100, null, 300] },
  { id: 'b', label: 'The village', color: '#b35900', data: [-50, 150, 250] },
];

describe('SvgChart', () => {
  it('is one tab stop whose arrow keys read the figures at each position out', () => {
    render(
      <SvgChart
        kind="line"
        label="Net cash flow by year"
        height={300}
        categories={['1', '2', '3']}
        categoryName={(i) => `Year ${i + 1}`}
        series={series}
        valueFormat={(v) => `$${v}`}
      />,
    );
    const chart = screen.getByRole('img', { name: /^Net cash flow by year\. Use the arrow keys/ });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    fireEvent.focus(chart);
    expect(status.textContent).toBe('Year 1: Staying at home $100; The village $-50');
    // Year 2: staying at home has no figure, so only the village is read.
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(status.textContent).toBe('Year 2: The village $150');
    fireEvent.keyDown(chart, { key: 'End' });
    expect(status.textContent).toBe('Year 3: Staying at home $300; The village $250');
    fireEvent.keyDown(chart, { key: 'ArrowRight' }); // already at the last position
    expect(status.textContent).toContain('Year 3');
    fireEvent.blur(chart);
    expect(status.textContent).toBe('');
  });

  it('draws a gap at a missing figure, or joins over it', () => {
    const { container, rerender } = render(
      <SvgChart kind="line" label="c" height={300} categories={['1', '2', '3']} series={[series[0]!]} />,
    );
    // Two moves: one for year 1, another after the gap for year 3.
    expect(container.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(2);
    rerender(
      <SvgChart
        kind="line"
        label="c"
        height={300}
        categories={['1', '2', '3']}
        series={[series[0]!]}
        connectNulls
      />,
    );
    expect(container.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(1);
  });

  it('draws a bar per figure, up from 0 or down to it, on nice ticks', () => {
    render(
      <SvgChart
        kind="bar"
        label="Exit entitlement"
        height={300}
        categories={['After 1 year', 'After 2 years', 'After 5 years']}
        series={series}
        yFormat={(v) => `${v}`}
      />,
    );
    // 5 figures (one null): 5 bars (the legend's swatches are outside the chart's SVG).
    const plot = screen.getByRole('img', { name: /^Exit entitlement/ });
    expect(plot.querySelectorAll('rect')).toHaveLength(5);
    // −50 … 300: 350 / 5 = 70 a step → nice 100 → ticks −100 … 300.
    // The village's year-1 bar (−50) hangs down from the zero line. The plot runs from y 272 (300 high less 28
    // for the labels) up to y 12 for −100 … 300, 0.65 px a dollar: 0 sits at 272 − 100 × 0.65 = 207 and the
    // bar is 50 × 0.65 = 32.5 px tall.
    const village = plot.querySelector('rect[fill="#b35900"]');
    expect(Number(village?.getAttribute('y'))).toBeCloseTo(207, 6);
    expect(Number(village?.getAttribute('height'))).toBeCloseTo(32.5, 6);
    const ticks = [...plot.querySelectorAll('text')].map((t) => t.textContent);
    expect(ticks.slice(0, 5)).toEqual(['-100', '0', '100', '200', '300']);
    expect(screen.getByText('Staying at home')).toBeTruthy();
  });
});
