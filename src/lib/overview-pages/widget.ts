// What every overview widget gets (docs/api/overview.md): the range, its window ending today, the
// search text and the page asked for; and the figures every page builds from dated values. Shared
// by the demo API (src/demo-api/overview, handlers/overview-pages.ts) and the server
// (server/routes/overview.ts), so both read the query and count alike.
import { overviewRanges, type OverviewRange } from '@/lib/api-contract/overview';
import type { PageFigure } from '@/lib/api-contract/overview-pages';
import { pageFigure, ratioPageFigure, rangeWindow, type Dated, type RangeWindow } from '@/lib/overview-range';

export interface WidgetContext {
  range: OverviewRange;
  now: number;
  window: RangeWindow;
  q: string;
  /** The page asked for (1-based) and its size, for the widgets that page (banking transactions). */
  page: number;
  pageSize: number;
}

export type Widget = (ctx: WidgetContext) => Promise<object>;

/** A widget that reads its records from `source`: each backend gives its own (demo stores, SQL). */
export type SourcedWidget<S> = (ctx: WidgetContext, source: S) => Promise<object>;

/** A page's widgets bound to one backend's source. */
export function withSource<S>(widgets: Record<string, SourcedWidget<S>>, source: S): Record<string, Widget> {
  return Object.fromEntries(Object.entries(widgets).map(([name, widget]) => [name, (ctx: WidgetContext) => widget(ctx, source)]));
}

export function widgetContext(range: OverviewRange, now: number, q = '', page = 1, pageSize = 12): WidgetContext {
  return { range, now, window: rangeWindow(range, now), q, page, pageSize };
}

/**
 * A widget's query string: `range` (default 30d; another value is a field error), `q` (100
 * characters at most), `page` and `pageSize` (whole numbers from 1; 12 a page, 100 at most).
 */
export function widgetQuery(
  params: URLSearchParams,
): { ok: true; range: OverviewRange; q: string; page: number; pageSize: number } | { ok: false; fieldErrors: { range: string } } {
  const range = params.get('range') ?? '30d';
  if (!(overviewRanges as readonly string[]).includes(range)) return { ok: false, fieldErrors: { range: 'Choose 7d, 30d, 90d or 12m.' } };
  const whole = (name: string, fallback: number, max: number) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
  };
  return { ok: true, range: range as OverviewRange, q: (params.get('q') ?? '').slice(0, 100), page: whole('page', 1, 10_000), pageSize: whole('pageSize', 12, 100) };
}

const inWindow = (at: number, from: number, to: number) => at >= from && at < to;

/** A figure: the range's total and its change against the period just before. */
export function figure(id: string, unit: PageFigure['unit'], items: Dated[], w: RangeWindow): PageFigure {
  const now = items.filter((i) => inWindow(i.at, w.from, w.to)).reduce((s, i) => s + i.value, 0);
  const before = items.filter((i) => inWindow(i.at, w.previousFrom, w.from)).reduce((s, i) => s + i.value, 0);
  return pageFigure(id, unit, now, before);
}

/** A ratio figure (average, percent) from two sums, now and before. */
export function ratioFigure(id: string, unit: PageFigure['unit'], num: Dated[], den: Dated[], w: RangeWindow, scale = 1): PageFigure {
  const sum = (items: Dated[], from: number, to: number) => items.filter((i) => inWindow(i.at, from, to)).reduce((s, i) => s + i.value, 0);
  const sums = (from: number, to: number) => ({ num: sum(num, from, to), den: sum(den, from, to) });
  return ratioPageFigure(id, unit, sums(w.from, w.to), sums(w.previousFrom, w.from), scale);
}

export const isIn = (iso: string, w: RangeWindow) => inWindow(Date.parse(iso), w.from, w.to);
export const at = (iso: string) => Date.parse(iso);
