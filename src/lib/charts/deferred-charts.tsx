// Charts drawn once the page has settled (src/lib/when-settled.ts, docs/performance.md): their
// drawing code (layout, ticks, tooltips) is not part of the page's first load. Until it comes the
// chart's box keeps its exact height with a skeleton, so nothing moves when it arrives, and the
// card around it (ChartCard: title, description, the figures as a table) is already there. Once
// loaded, later pages draw at once. For a page whose first screen holds charts beside figures that
// are already readable as numbers (the overview); a page that is mostly a chart imports it directly.
import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { whenSettled } from '@/lib/when-settled';
import { shareChartHeight } from './share-chart-height';

let settled: Promise<void> | null = null;
/** One wait for the whole session: once the first page has settled, charts load at once. */
const afterSettled = () => (settled ??= new Promise((resolve) => whenSettled(resolve, 0)));

const TrendChart = lazy(() =>
  afterSettled()
    .then(() => import('./trend-chart'))
    .then((m) => ({ default: m.TrendChart })),
);
const ShareChart = lazy(() =>
  afterSettled()
    .then(() => import('./share-chart'))
    .then((m) => ({ default: m.ShareChart })),
);

/** TrendChart's default height (trend-chart.tsx). */
const TREND_HEIGHT = '72';

export function DeferredTrendChart(props: ComponentProps<typeof TrendChart>) {
  return (
    <Suspense fallback={<Skeleton h={props.height ?? TREND_HEIGHT} borderRadius="l2" />}>
      <TrendChart {...props} />
    </Suspense>
  );
}

export function DeferredShareChart(props: ComponentProps<typeof ShareChart>) {
  return (
    <Suspense fallback={<Skeleton h={shareChartHeight(props.items.length)} borderRadius="l2" />}>
      <ShareChart {...props} />
    </Suspense>
  );
}
