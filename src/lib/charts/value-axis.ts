// The value axis of a chart: from 0 (or below, only when the data goes below 0) to at least the
// highest value, in round steps; and the row shape the charts read (one row per category).

/** `null` only where a series has no value by design (a forecast before it starts), never for a quiet bucket. */
export type ChartRow = { key: string; label: string } & Record<string, number | string | null>;

/** The value axis: from 0 (or below, only when the data goes below 0) to at least the highest
 *  value (of the stacks, for stacked series), widened to round steps so the ticks read 0, 5,000,
 *  10,000... rather than the data's own extremes. */
export function valueAxis(
  rows: ChartRow[],
  names: string[],
  { stacked = false, tickCount = 4 }: { stacked?: boolean; tickCount?: number } = {},
): { domain: [number, number]; ticks: number[] } {
  const num = (v: unknown) => (typeof v === 'number' ? v : 0);
  const values = stacked
    ? rows.flatMap((r) => {
        const parts = names.map((n) => num(r[n]));
        return [
          parts.filter((v) => v > 0).reduce((a, b) => a + b, 0),
          parts.filter((v) => v < 0).reduce((a, b) => a + b, 0),
        ];
      })
    : rows.flatMap((r) => names.map((n) => r[n])).filter((v): v is number => typeof v === 'number');
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  const step = niceStep((max - min || 1) / tickCount);
  const lo = Math.floor(min / step) * step;
  const hi = Math.max(lo + step, Math.ceil(max / step) * step);
  const ticks: number[] = [];
  // Rounded to the step's precision, so 0.1 + 0.2 never shows as 0.30000000000000004.
  const digits = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push(Number(v.toFixed(digits)));
  return { domain: [ticks[0]!, ticks.at(-1)!], ticks };
}

/** The smallest of 1, 2, 2.5 and 5 times a power of ten that is at least `raw`; 1 at least, as
 *  the overview's figures are counts and whole euros. */
function niceStep(raw: number): number {
  if (raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * power >= raw) return m * power;
  return 10 * power;
}
