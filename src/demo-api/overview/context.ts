// What every overview widget gets: the range, its window ending today, and the search text.
import type { OverviewRange } from '@/lib/api-contract/overview';
import type { PageFigure } from '@/lib/api-contract/overview-pages';
import { pageFigure, ratioPageFigure, rangeWindow, type Dated, type RangeWindow } from './range';

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

export function widgetContext(
  range: OverviewRange,
  now: number,
  q = '',
  page = 1,
  pageSize = 12,
): WidgetContext {
  return { range, now, window: rangeWindow(range, now), q, page, pageSize };
}

const inWindow = (at: number, from: number, to: number) => at >= from && at < to;

/** A figure: the range's total and its change against the period just before. */
export function figure(
  id: string,
  unit: PageFigure['unit'],
  items: Dated[],
  w: RangeWindow,
): PageFigure {
  const now = items.filter((i) => inWindow(i.at, w.from, w.to)).reduce((s, i) => s + i.value, 0);
  const before = items
    .filter((i) => inWindow(i.at, w.previousFrom, w.from))
    .reduce((s, i) => s + i.value, 0);
  return pageFigure(id, unit, now, before);
}

/** A ratio figure (average, percent) from two sums, now and before. */
export function ratioFigure(
  id: string,
  unit: PageFigure['unit'],
  num: Dated[],
  den: Dated[],
  w: RangeWindow,
  scale = 1,
): PageFigure {
  const sum = (items: Dated[], from: number, to: number) =>
    items.filter((i) => inWindow(i.at, from, to)).reduce((s, i) => s + i.value, 0);
  const sums = (from: number, to: number) => ({ num: sum(num, from, to), den: sum(den, from, to) });
  return ratioPageFigure(id, unit, sums(w.from, w.to), sums(w.previousFrom, w.from), scale);
}

export const isIn = (iso: string, w: RangeWindow) => inWindow(Date.parse(iso), w.from, w.to);
export const at = (iso: string) => Date.parse(iso);
