// Where everything of a trend chart goes for a given box size: the plot area, the value ticks, the
// category labels that fit, the bars (grouped or stacked) and the line and area paths. Pure, so
// the component only draws it and the tests can check the numbers.
import { area, curveMonotoneX, line } from 'd3-shape';
import { valueAxis, type ChartRow } from './value-axis';
import {
  bandScale,
  barPath,
  linearScale,
  TICK_FONT_SIZE,
  textWidth,
  visibleLabels,
} from './chart-geometry';

export interface TrendSeries {
  name: string;
  label: string;
  kind: 'line' | 'area' | 'bar';
  dashed?: boolean;
  /** A semantic colour token (e.g. 'fg.muted'); by default the series palette in order. */
  color?: string;
}

export interface TrendOptions {
  width: number;
  height: number;
  format: (value: number) => string;
  rtl: boolean;
  stacked?: boolean;
  /** Every category label, tilted (long names); otherwise level labels that skip to fit. */
  tiltLabels?: boolean;
}

const EDGE = 8;
const TICK_GAP = 6;
/** Recharts' spacing, kept: 10 % of a category either side of its bars, 4 px between bars. */
const BAND_PADDING = 0.1;
const BAR_GAP = 4;
const MAX_BAR = 28;
/** A value that is not 0 stays visible beside much larger ones: at least this tall, in px. */
export const MIN_BAR = 3;
const LABEL_GAP = 12;
const TILT = Math.PI / 6;

const value = (row: ChartRow, name: string) => {
  const v = row[name];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

export function trendLayout(rows: ChartRow[], series: TrendSeries[], o: TrendOptions) {
  const axis = valueAxis(
    rows,
    series.map((s) => s.name),
    { stacked: o.stacked },
  );
  const tickLabels = axis.ticks.map((t) => o.format(t));
  const axisWidth = Math.min(96, Math.max(24, ...tickLabels.map((l) => textWidth(l))) + TICK_GAP);
  const widestLabel = Math.max(0, ...rows.map((r) => textWidth(r.label)));
  const labelBand = o.tiltLabels
    ? Math.ceil(widestLabel * Math.sin(TILT) + TICK_FONT_SIZE) + 10
    : TICK_FONT_SIZE + 10;
  let left = o.rtl ? EDGE : EDGE + axisWidth;
  const right = Math.max(left + 1, o.width - (o.rtl ? EDGE + axisWidth : EDGE));
  if (o.tiltLabels && rows.length > 0) {
    // A tilted label runs left from its category: the leftmost one (the last in right-to-left
    // reading, with no value axis beside it) needs that room inside the box.
    const leftmost = rows[o.rtl ? rows.length - 1 : 0]!.label;
    const reach = textWidth(leftmost) * Math.cos(TILT);
    left = Math.min(right - 1, Math.max(left, Math.ceil(reach - (right - left) / rows.length / 2)));
  }
  const top = EDGE;
  const bottom = Math.max(top + 1, o.height - labelBand);
  const y = linearScale(axis.domain, [bottom, top]);
  const band = bandScale(rows.length, [left, right], o.rtl);
  const baseline = y(Math.max(axis.domain[0], Math.min(0, axis.domain[1])));

  const ticks = axis.ticks.map((t, i) => ({
    value: t,
    label: tickLabels[i]!,
    y: y(t),
    x: o.rtl ? right + TICK_GAP : left - TICK_GAP,
    anchor: o.rtl ? ('start' as const) : ('end' as const),
  }));

  const shown = o.tiltLabels
    ? new Set(rows.map((_, i) => i))
    : visibleLabels(
        rows.map((r) => r.label),
        band.width,
        LABEL_GAP,
      );
  const xLabels = rows.flatMap((r, i) => {
    if (!shown.has(i)) return [];
    // Level labels are kept inside the box: the first and last may be wider than their category.
    const half = textWidth(r.label) / 2;
    const x = o.tiltLabels
      ? band.centre(i)
      : Math.min(Math.max(band.centre(i), half), o.width - half);
    return [{ index: i, text: r.label, x, y: bottom + TICK_FONT_SIZE + 4 }];
  });

  // Bars: one slot per bar series side by side, or one shared slot when stacked; the slot order
  // mirrors in right-to-left reading like the categories do.
  const barSeries = series.filter((s) => s.kind === 'bar');
  const slots = o.stacked ? 1 : barSeries.length;
  const group = band.width * (1 - 2 * BAND_PADDING);
  const barWidth = slots
    ? Math.max(1, Math.min(MAX_BAR, (group - (slots - 1) * BAR_GAP) / slots))
    : 0;
  const groupWidth = slots * barWidth + (slots - 1) * BAR_GAP;
  const bars = rows.flatMap((row, i) => {
    const out: {
      key: string;
      series: string;
      index: number;
      value: number;
      rect: { x: number; y: number; width: number; height: number };
      d: string;
    }[] = [];
    const stackEnds = { pos: 0, neg: 0 };
    // In a stack only the outermost part gets the rounded end.
    const lastPos = barSeries.findLastIndex((s) => (value(row, s.name) ?? 0) > 0);
    const lastNeg = barSeries.findLastIndex((s) => (value(row, s.name) ?? 0) < 0);
    barSeries.forEach((s, b) => {
      const v = value(row, s.name);
      if (v === null || v === 0) return;
      let from = 0;
      if (o.stacked) {
        from = v > 0 ? stackEnds.pos : stackEnds.neg;
        if (v > 0) stackEnds.pos += v;
        else stackEnds.neg += v;
      }
      const slot = o.stacked ? 0 : o.rtl ? slots - 1 - b : b;
      const x = band.centre(i) - groupWidth / 2 + slot * (barWidth + BAR_GAP);
      const y0 = y(from);
      const y1 = y(from + v);
      const outer = !o.stacked || b === (v > 0 ? lastPos : lastNeg);
      const end = outer ? (v > 0 ? 'top' : 'bottom') : 'none';
      let rect = { x, y: Math.min(y0, y1), width: barWidth, height: Math.abs(y1 - y0) };
      // A small value beside large ones still shows (a bar's own end grows away from the zero line;
      // a stack's inner parts keep their true size, its outer end the minimum).
      if (outer && rect.height < MIN_BAR) {
        const grow = MIN_BAR - rect.height;
        rect = { ...rect, height: MIN_BAR, y: v > 0 ? rect.y - grow : rect.y };
      }
      out.push({
        key: `${s.name}-${row.key}`,
        series: s.name,
        index: i,
        value: v,
        rect,
        d: barPath(rect.x, rect.y, rect.width, rect.height, 3, end),
      });
    });
    return out;
  });

  // Lines and areas: monotone curves through the category centres, which never overshoot their
  // points (a month at 0 is drawn at 0, never below); a null value leaves a gap.
  const paths = series
    .filter((s) => s.kind !== 'bar')
    .map((s) => {
      const points = rows.map((row, i) => ({ x: band.centre(i), v: value(row, s.name), i }));
      // The curve needs x increasing: right-to-left charts list the points from the right.
      if (o.rtl) points.reverse();
      const defined = (p: (typeof points)[number]) => p.v !== null;
      const stroke = line<(typeof points)[number]>()
        .defined(defined)
        .x((p) => p.x)
        .y((p) => y(p.v ?? 0))
        .curve(curveMonotoneX)(points);
      const fill =
        s.kind === 'area'
          ? area<(typeof points)[number]>()
              .defined(defined)
              .x((p) => p.x)
              .y0(baseline)
              .y1((p) => y(p.v ?? 0))
              .curve(curveMonotoneX)(points)
          : null;
      return { series: s, stroke: stroke ?? '', fill };
    });
  // A point with no defined neighbour (one period of data, or one between gaps) draws no line:
  // it is drawn as a dot instead.
  const dots = series
    .filter((s) => s.kind !== 'bar')
    .flatMap((s) =>
      rows.flatMap((row, i) => {
        const v = value(row, s.name);
        const alone = v !== null && (i === 0 || value(rows[i - 1]!, s.name) === null) && (i === rows.length - 1 || value(rows[i + 1]!, s.name) === null);
        return alone ? [{ key: `${s.name}-${row.key}`, series: s.name, x: band.centre(i), y: y(v) }] : [];
      }),
    );

  return {
    plot: { left, right, top, bottom },
    baseline,
    ticks,
    xLabels,
    tilt: o.tiltLabels ? -(TILT * 180) / Math.PI : 0,
    band,
    bars,
    barWidth,
    paths,
    dots,
    y,
    valueAt: (index: number, name: string) => (rows[index] ? value(rows[index], name) : null),
  };
}

export type TrendLayout = ReturnType<typeof trendLayout>;
