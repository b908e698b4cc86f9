import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettingsStore } from '@/lib/settings/settings-store';
import { getSystem } from '@/theme/system';
import { ShareChart } from './share-chart';

const WIDTH = 500;
let width = WIDTH;

/** jsdom has no layout: the box reports a fixed size, as the browser's ResizeObserver would. */
class SizedObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    this.callback(
      [{ contentRect: { width, height: 126 } } as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    );
  }
  unobserve() {}
  disconnect() {}
}

const items = [
  { label: 'Documents', value: 300 },
  { label: 'Images', value: 100 },
  { label: 'Video', value: 0 },
];
const format = (v: number) => `${v} GB`;
const draw = () =>
  render(
    <ChakraProvider value={getSystem()}>
      <ShareChart items={items} format={format} seriesLabel="Storage" />
    </ChakraProvider>,
  );

/** A horizontal bar's left and right ends, from its outline's first point and its runs. */
function extent(d: string) {
  const xs: number[] = [];
  let x = 0;
  for (const [, cmd, args] of d.matchAll(/([MhvaZ])([^MhvaZ]*)/g)) {
    const n = (args ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (cmd === 'M') x = n[0]!;
    if (cmd === 'h') x += n[0]!;
    if (cmd === 'a') x += n[5]!;
    xs.push(x);
  }
  return { left: Math.min(...xs), right: Math.max(...xs) };
}

beforeEach(() => vi.stubGlobal('ResizeObserver', SizedObserver));
afterEach(() => {
  // Unmounted first, so the direction reset re-renders nothing outside act().
  cleanup();
  vi.unstubAllGlobals();
  width = WIDTH;
  useSettingsStore.setState({ themeDirection: 'ltr' });
});

describe('ShareChart', () => {
  it('draws bars as long as their values from the same start, and nothing for 0', () => {
    const { container } = draw();
    const bars = [...container.querySelectorAll('path[data-series]')];
    expect(bars).toHaveLength(2);
    const [docs, images] = bars.map((b) => extent(b.getAttribute('d')!));
    expect(docs!.left).toBeCloseTo(images!.left);
    expect((docs!.right - docs!.left) / (images!.right - images!.left)).toBeCloseTo(3);
  });

  it('puts the names on the start side and the value ticks in the given format', () => {
    const { container } = draw();
    const name = container.querySelector('[data-chart-axis="category"] text')!;
    expect(name).toHaveTextContent('Documents');
    expect(name).toHaveAttribute('text-anchor', 'end');
    expect(Number(name.getAttribute('x'))).toBeLessThan(WIDTH / 2);
    expect(container.querySelector('[data-chart-axis="value"]')).toHaveTextContent('0 GB');
  });

  it('mirrors in right-to-left reading: names on the right, bars growing leftwards', () => {
    useSettingsStore.setState({ themeDirection: 'rtl' });
    const { container } = draw();
    const name = container.querySelector('[data-chart-axis="category"] text')!;
    expect(name).toHaveAttribute('text-anchor', 'start');
    expect(Number(name.getAttribute('x'))).toBeGreaterThan(WIDTH / 2);
    const [docs, images] = [...container.querySelectorAll('path[data-series]')].map((b) =>
      extent(b.getAttribute('d')!),
    );
    expect(docs!.right).toBeCloseTo(images!.right);
    expect(docs!.left).toBeLessThan(images!.left);
  });

  it('shows the hovered row with its formatted value', () => {
    const { container } = draw();
    const box = container.querySelector('[data-chart="share"]')!;
    // Three rows over the plot's 105 px: the first row is at the top.
    fireEvent.pointerMove(box, { clientX: WIDTH / 2, clientY: 10 });
    const tooltip = container.querySelector('[data-chart-tooltip]');
    expect(tooltip).toHaveTextContent('Documents');
    expect(tooltip).toHaveTextContent('Storage300 GB');
    fireEvent.pointerLeave(box);
    expect(container.querySelector('[data-chart-tooltip]')).toBeNull();
  });

  it('keeps the end value labels and drops a middle one that would touch on a narrow chart', () => {
    width = 200;
    const { container } = render(
      <ChakraProvider value={getSystem()}>
        <ShareChart
          items={[{ label: 'A', value: 15000 }]}
          format={(v) => `€${v.toLocaleString('en')}.00`}
          seriesLabel="Sales"
        />
      </ChakraProvider>,
    );
    const grid = container.querySelectorAll('svg[data-chart-plot] > line').length;
    const labels = [...container.querySelectorAll('[data-chart-axis="value"] text')].map(
      (t) => t.textContent,
    );
    expect(labels.length).toBeLessThan(grid);
    expect(labels[0]).toBe('€0.00');
    expect(labels.at(-1)).toMatch(/^€[\d,]+\.00$/);
  });
});
