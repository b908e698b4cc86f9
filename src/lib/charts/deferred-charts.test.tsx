// Charts drawn once the page has settled: until then the chart's box keeps the chart's exact height
// (nothing moves when it comes), then the chart replaces it; a later chart draws without waiting.
import { ChakraProvider } from '@chakra-ui/react';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSystem } from '@/theme/system';
import { DeferredShareChart } from './deferred-charts';
import { shareChartHeight } from './share-chart-height';

const items = [
  { label: 'Documents', value: 300 },
  { label: 'Images', value: 100 },
  { label: 'Video', value: 40 },
  { label: 'Audio', value: 10 },
];
const chart = () => (
  <ChakraProvider value={getSystem()}>
    <DeferredShareChart items={items} format={(v) => `${v} GB`} seriesLabel="Storage" />
  </ChakraProvider>
);

describe('deferred charts', () => {
  it('hold the chart’s height while its code waits for the page to settle, then draw it', async () => {
    const { container, unmount } = render(chart());
    const held = container.querySelector('[data-scope="skeleton"], .chakra-skeleton');
    expect(container.querySelector('[data-chart="share"]')).toBeNull();
    expect(held).not.toBeNull();
    expect(getComputedStyle(held!).height).toBe(shareChartHeight(items.length));
    expect(shareChartHeight(items.length)).toBe('160px');

    // The page settles (nothing fetched for a moment), the code loads and the chart takes the place.
    // (jsdom has no layout: the chart's box is there, its bars need a measured size.)
    const drawn = await waitFor(
      () => {
        const box = container.querySelector('[data-chart="share"]');
        expect(box).not.toBeNull();
        return box!;
      },
      { timeout: 10_000 },
    );
    expect(container.querySelector('[data-scope="skeleton"], .chakra-skeleton')).toBeNull();
    expect(getComputedStyle(drawn).height).toBe(shareChartHeight(items.length));
    unmount();

    // Once loaded, another page's chart draws at once.
    const again = render(chart());
    expect(again.container.querySelector('[data-chart="share"]')).not.toBeNull();
  });
});
