import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/lib/settings/settings-store';
import { getSystem } from '@/theme/system';
import { TrendChart } from './trend-chart';
import { MIN_BAR, trendLayout, type TrendSeries } from './trend-layout';
import type { ChartRow } from './value-axis';

const WIDTH = 600;
const HEIGHT = 300;

/** jsdom has no layout: the box reports a fixed size, as the browser's ResizeObserver would. */
class SizedObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    this.callback(
      [{ contentRect: { width: WIDTH, height: HEIGHT } } as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    );
  }
  unobserve() {}
  disconnect() {}
}

const euros = (v: number) => `€${v.toLocaleString('en')}`;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const rowsOf = (series: Record<string, (number | null)[]>): ChartRow[] =>
  months.map((label, i) => {
    const row: ChartRow = { key: `2026-0${i + 1}`, label };
    for (const [name, values] of Object.entries(series)) row[name] = values[i] ?? null;
    return row;
  });
const draw = (ui: ReactElement) =>
  render(<ChakraProvider value={getSystem()}>{ui}</ChakraProvider>);

/** Every y coordinate of an absolute SVG path (d3 writes M, L and C commands with x,y pairs). */
function pathYs(d: string): number[] {
  if (!d) return [];
  const numbers = d.match(/-?\d+(\.\d+)?(e-?\d+)?/g)!.map(Number);
  return numbers.filter((_, i) => i % 2 === 1);
}

beforeEach(() => vi.stubGlobal('ResizeObserver', SizedObserver));
afterEach(() => {
  // Unmounted first, so the direction reset re-renders nothing outside act().
  cleanup();
  vi.unstubAllGlobals();
  useSettingsStore.setState({ themeDirection: 'ltr' });
});

describe('trendLayout', () => {
  const options = { width: WIDTH, height: HEIGHT, format: euros, rtl: false };

  it('stacks bars in series order, each as tall as its value', () => {
    const series: TrendSeries[] = [
      { name: 'a', label: 'A', kind: 'bar' },
      { name: 'b', label: 'B', kind: 'bar' },
    ];
    const layout = trendLayout(
      rowsOf({ a: [10, 20, 0, 5, 5, 5], b: [30, 0, 0, 5, 5, 5] }),
      series,
      {
        ...options,
        stacked: true,
      },
    );
    const bar = (name: string, index: number) =>
      layout.bars.find((b) => b.series === name && b.index === index)?.rect;
    const a0 = bar('a', 0)!;
    const b0 = bar('b', 0)!;
    expect(b0.height / a0.height).toBeCloseTo(3);
    // b sits on a, in the same slot.
    expect(b0.y + b0.height).toBeCloseTo(a0.y);
    expect(b0.x).toBe(a0.x);
    expect(a0.y + a0.height).toBeCloseTo(layout.baseline);
    expect(bar('a', 1)!.height).toBeCloseTo(2 * a0.height);
    // A 0 draws nothing: the row's whole stack is its other part.
    expect(bar('b', 1)).toBeUndefined();
    expect(layout.bars.filter((b) => b.index === 2)).toHaveLength(0);
  });

  it('keeps a small value visible beside large ones, growing from the zero line', () => {
    const series: TrendSeries[] = [{ name: 'a', label: 'A', kind: 'bar' }];
    const layout = trendLayout(rowsOf({ a: [100_000, 1, 0, -1, 50_000, 2] }), series, options);
    const bar = (index: number) => layout.bars.find((b) => b.index === index)?.rect;
    expect(bar(1)!.height).toBe(MIN_BAR);
    expect(bar(1)!.y + bar(1)!.height).toBeCloseTo(layout.baseline);
    // Below zero it grows downwards from the line.
    expect(bar(3)!.height).toBe(MIN_BAR);
    expect(bar(3)!.y).toBeCloseTo(layout.baseline);
    // 0 stays nothing; large values keep their true height.
    expect(bar(2)).toBeUndefined();
    expect(bar(0)!.height / bar(4)!.height).toBeCloseTo(2);
  });

  it('draws a period alone (one month of data, or one between gaps) as a dot, since a line needs two', () => {
    const series: TrendSeries[] = [{ name: 'a', label: 'A', kind: 'line' }];
    const one = trendLayout(rowsOf({ a: [40] }), series, options);
    expect(one.dots).toHaveLength(1);
    expect(one.dots[0]!.y).toBeCloseTo(one.y(40));
    const gaps = trendLayout(rowsOf({ a: [10, null, 30, null, 50, 60] }), series, options);
    expect(gaps.dots.map((d) => d.y)).toEqual([gaps.y(10), gaps.y(30)]);
    expect(trendLayout(rowsOf({ a: [1, 2, 3, 4, 5, 6] }), series, options).dots).toHaveLength(0);
  });

  it('puts grouped bars side by side, one slot per series', () => {
    const series: TrendSeries[] = [
      { name: 'a', label: 'A', kind: 'bar' },
      { name: 'b', label: 'B', kind: 'bar' },
    ];
    const layout = trendLayout(
      rowsOf({ a: [1, 1, 1, 1, 1, 1], b: [2, 2, 2, 2, 2, 2] }),
      series,
      options,
    );
    const [a, b] = layout.bars.filter((bar) => bar.index === 0).map((bar) => bar.rect);
    expect(b!.x).toBeGreaterThan(a!.x + a!.width);
    expect(a!.y + a!.height).toBeCloseTo(b!.y + b!.height);
  });

  it('draws a 0 month at the baseline and a monotone curve never below it', () => {
    const series: TrendSeries[] = [
      { name: 'line', label: 'Line', kind: 'line' },
      { name: 'area', label: 'Area', kind: 'area' },
    ];
    // Sharp swings next to zeros make other curves (cardinal, natural) dip below 0.
    const values = [0, 900, 0, 0, 40, 1000];
    const layout = trendLayout(rowsOf({ line: values, area: values }), series, options);
    expect(layout.ticks[0]!.value).toBe(0);
    expect(layout.y(0)).toBeCloseTo(layout.baseline);
    for (const { stroke, fill } of layout.paths) {
      for (const y of pathYs(stroke)) expect(y).toBeLessThanOrEqual(layout.baseline + 1e-9);
      for (const y of pathYs(fill ?? '')) expect(y).toBeLessThanOrEqual(layout.baseline + 1e-9);
      // The 0 months are points on the baseline.
      expect(
        pathYs(stroke).filter((y) => Math.abs(y - layout.baseline) < 1e-9).length,
      ).toBeGreaterThan(0);
    }
    expect(layout.valueAt(2, 'line')).toBe(0);
  });

  it('leaves a gap for a missing value rather than drawing it as 0', () => {
    const series: TrendSeries[] = [{ name: 'f', label: 'F', kind: 'line' }];
    const layout = trendLayout(rowsOf({ f: [null, null, null, 5, 6, 7] }), series, options);
    expect(layout.paths[0]!.stroke.match(/M/g)).toHaveLength(1);
    expect(layout.valueAt(0, 'f')).toBeNull();
  });

  it('mirrors in right-to-left reading: first period on the right, value axis on the right', () => {
    const series: TrendSeries[] = [{ name: 'v', label: 'V', kind: 'bar' }];
    const rows = rowsOf({ v: [1, 2, 3, 4, 5, 6] });
    const ltr = trendLayout(rows, series, options);
    const rtl = trendLayout(rows, series, { ...options, rtl: true });
    expect(ltr.band.centre(0)).toBeLessThan(ltr.band.centre(5));
    expect(rtl.band.centre(0)).toBeGreaterThan(rtl.band.centre(5));
    expect(rtl.ticks[0]!.x).toBeGreaterThan(rtl.plot.right);
    expect(ltr.ticks[0]!.x).toBeLessThan(ltr.plot.left);
  });

  it('skips category labels that would overlap on a narrow chart, keeping the latest', () => {
    const series: TrendSeries[] = [{ name: 'v', label: 'V', kind: 'line' }];
    const rows = Array.from({ length: 30 }, (_, i) => ({
      key: String(i),
      label: `${i + 1} Sept`,
      v: i,
    }));
    const layout = trendLayout(rows, series, { ...options, width: 343 });
    const shown = layout.xLabels;
    expect(shown.length).toBeLessThan(30);
    expect(shown.at(-1)!.index).toBe(29);
    for (let i = 1; i < shown.length; i++)
      expect(shown[i]!.x - shown[i - 1]!.x).toBeGreaterThan(40);
  });
});

describe('TrendChart', () => {
  const series: TrendSeries[] = [
    { name: 'income', label: 'Income', kind: 'bar' },
    { name: 'net', label: 'Net', kind: 'line', dashed: true },
  ];
  const rows = rowsOf({ income: [100, 200, 0, 400, 500, 600], net: [10, 20, 0, 40, 50, 60] });

  it('shows the hovered period with each series value in the given format', () => {
    const { container } = draw(<TrendChart rows={rows} series={series} format={euros} />);
    const plot = container.querySelector('[data-chart-plot]')!.parentElement!;
    // jsdom puts the box at (0, 0): the last period is at the right end.
    fireEvent.pointerMove(plot, { clientX: WIDTH - 12, clientY: 100 });
    const tooltip = container.querySelector('[data-chart-tooltip]') as HTMLElement;
    expect(tooltip).toHaveTextContent('Jun');
    expect(tooltip).toHaveTextContent('Income€600');
    expect(tooltip).toHaveTextContent('Net€60');
    fireEvent.pointerMove(plot, { clientX: 100, clientY: 100 });
    expect(container.querySelector('[data-chart-tooltip]')).toHaveTextContent('Jan');
    fireEvent.pointerLeave(plot, { pointerType: 'mouse' });
    expect(container.querySelector('[data-chart-tooltip]')).toBeNull();
  });

  it('labels the value axis in the given format and shows a legend for several series', () => {
    draw(<TrendChart rows={rows} series={series} format={euros} />);
    expect(screen.getByText('€0')).toBeInTheDocument();
    expect(screen.getByText('€600')).toBeInTheDocument();
    expect(screen.getByText('Income')).toBeInTheDocument();
    expect(screen.getByText('Net')).toBeInTheDocument();
  });

  it('shows no legend for a single series, and the dashed series is dashed', () => {
    const { container } = draw(
      <TrendChart rows={rows} series={[{ ...series[1]!, kind: 'line' }]} format={euros} />,
    );
    expect(container.querySelector('[data-chart-legend]')).toBeNull();
    expect(container.querySelector('[data-line]')).toHaveAttribute('stroke-dasharray', '5 4');
  });

  it('reverses the periods in right-to-left reading and keeps the box ltr', () => {
    useSettingsStore.setState({ themeDirection: 'rtl' });
    const { container } = draw(<TrendChart rows={rows} series={series} format={euros} />);
    expect(container.querySelector('[data-chart="trend"]')).toHaveAttribute('dir', 'ltr');
    const xs = [...container.querySelectorAll('[data-chart-axis="category"] text')].map((t) => ({
      index: Number(t.getAttribute('data-index')),
      x: Number(t.getAttribute('x')),
    }));
    expect(xs.length).toBeGreaterThan(1);
    const sorted = [...xs].sort((a, b) => a.index - b.index);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.x).toBeLessThan(sorted[i - 1]!.x);
    // The value axis's labels sit right of the plot.
    const tick = container.querySelector('[data-chart-axis="value"] text')!;
    expect(tick).toHaveAttribute('text-anchor', 'start');
    expect(Number(tick.getAttribute('x'))).toBeGreaterThan(WIDTH / 2);
  });

  it('hides the drawing from assistive technology (the card names the chart with its figures)', () => {
    const { container } = draw(<TrendChart rows={rows} series={series} format={euros} />);
    expect(container.querySelector('svg[data-chart-plot]')).toHaveAttribute('aria-hidden', 'true');
  });
});
