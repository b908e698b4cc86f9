// The overview pages' reporting windows and buckets. Every chart series gets one value per bucket,
// 0 when nothing happened in it, so a quiet month is drawn as 0 and never as a gap. Shared by the
// demo API (src/demo-api/overview) and the server (server/routes/overview.ts), so both cut time alike.
import type { OverviewBucketUnit, OverviewRange } from '@/lib/api-contract/overview';
import type { PageFigure } from '@/lib/api-contract/overview-pages';

export const DAY = 86_400_000;

export interface Bucket {
  /** YYYY-MM-DD (day or week start) or YYYY-MM (month). */
  key: string;
  from: number;
  to: number;
}

export interface RangeWindow {
  from: number;
  to: number;
  /** The same length just before `from`, for the change figures. */
  previousFrom: number;
  unit: OverviewBucketUnit;
  buckets: Bucket[];
}

const DAYS: Record<Exclude<OverviewRange, '12m'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

function startOfUtcDay(at: number) {
  const d = new Date(at);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

/** The 12 calendar months ending with the current one, oldest first. */
export function monthBuckets(now: number, count = 12): Bucket[] {
  const end = new Date(now);
  return Array.from({ length: count }, (_, i) => {
    const from = Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - (count - 1) + i, 1);
    const to = Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - (count - 1) + i + 1, 1);
    return { key: new Date(from).toISOString().slice(0, 7), from, to };
  });
}

/** The window for `range` ending today (included), with its buckets: days, weeks or months. */
export function rangeWindow(range: OverviewRange, now: number): RangeWindow {
  if (range === '12m') {
    const buckets = monthBuckets(now);
    const from = buckets[0]!.from;
    const to = buckets.at(-1)!.to;
    const previousFrom = Date.UTC(
      new Date(from).getUTCFullYear() - 1,
      new Date(from).getUTCMonth(),
      1,
    );
    return { from, to, previousFrom, unit: 'month', buckets };
  }
  const days = DAYS[range];
  const to = startOfUtcDay(now) + DAY;
  const from = to - days * DAY;
  const step = days > 30 ? 7 * DAY : DAY;
  const buckets: Bucket[] = [];
  // Weeks are counted back from today, so the last bucket always ends today.
  for (let end = to; end > from; end -= step) {
    const start = Math.max(from, end - step);
    buckets.unshift({ key: new Date(start).toISOString().slice(0, 10), from: start, to: end });
  }
  return {
    from,
    to,
    previousFrom: from - days * DAY,
    unit: step === DAY ? 'day' : 'week',
    buckets,
  };
}

export interface Dated {
  at: number;
  value: number;
}

/** The sum of the values in each bucket: 0 for an empty one, never a gap. */
export function sumByBucket(buckets: Bucket[], items: Dated[]): number[] {
  return buckets.map((b) =>
    round2(items.filter((i) => i.at >= b.from && i.at < b.to).reduce((s, i) => s + i.value, 0)),
  );
}

export function sumIn(items: Dated[], from: number, to: number): number {
  return round2(items.filter((i) => i.at >= from && i.at < to).reduce((s, i) => s + i.value, 0));
}

export function round2(value: number) {
  return Math.round(value * 100) / 100;
}

/** Percent change, one decimal; null when the previous period had nothing. */
export function change(current: number, previous: number): number | null {
  return previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;
}

/** A page figure from the range's total and the total of the same length just before. */
export function pageFigure(id: string, unit: PageFigure['unit'], now: number, before: number): PageFigure {
  return { id, unit, value: Math.round(now * 100) / 100, change: change(now, before) };
}

/** A ratio figure (an average, a percent) from the two sums now and the two before; 0 over nothing. */
export function ratioPageFigure(
  id: string,
  unit: PageFigure['unit'],
  now: { num: number; den: number },
  before: { num: number; den: number },
  scale = 1,
): PageFigure {
  const ratio = (r: { num: number; den: number }) => (r.den === 0 ? 0 : (r.num / r.den) * scale);
  const value = ratio(now);
  return { id, unit, value: Math.round(value * 100) / 100, change: change(value, ratio(before)) };
}

/**
 * The next months of a straight line fitted (least squares) to `values`, one a month, rounded and
 * never below 0: the revenue forecast of the e-commerce overview.
 */
export function linearForecast(values: number[], months: number): number[] {
  const n = values.length;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((s, v) => s + v, 0) / n;
  const sxx = values.reduce((s, _v, x) => s + (x - meanX) ** 2, 0);
  const slope = values.reduce((s, v, x) => s + (x - meanX) * (v - meanY), 0) / sxx;
  return Array.from({ length: months }, (_, i) => Math.max(0, Math.round(meanY + slope * (n + i - meanX))));
}
