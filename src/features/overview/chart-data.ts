// Shapes API series into chart rows: one row per bucket, 0 for a bucket with no value (a quiet
// month is 0, not a gap), and a value axis that starts at 0 unless the data itself goes below,
// in round steps.
import type { OverviewBucketUnit } from '@/lib/api-contract/overview';
import type { ChartRow } from '@/lib/charts/value-axis';
import { formatDateParts } from '@/lib/format';

// The value axis and the row shape live with the chart components, which draw from them.
export { valueAxis, type ChartRow } from '@/lib/charts/value-axis';

const finite = (v: number | null | undefined) =>
  typeof v === 'number' && Number.isFinite(v) ? v : 0;

/** Rows for a chart from bucket keys and named series of the same length (missing values are 0). */
export function chartRows(
  keys: string[],
  series: Record<string, readonly (number | null | undefined)[]>,
  label: (key: string) => string,
): ChartRow[] {
  return keys.map((key, i) => {
    const row: ChartRow = { key, label: label(key) };
    for (const [name, values] of Object.entries(series)) row[name] = finite(values[i]);
    return row;
  });
}

/** A bucket key (YYYY-MM or YYYY-MM-DD) in the reader's language. */
export function bucketLabel(key: string, unit: OverviewBucketUnit, language: string): string {
  if (unit === 'month') {
    return formatDateParts(`${key}-01T00:00:00Z`, language, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  }
  return formatDateParts(`${key}T00:00:00Z`, language, { day: 'numeric', month: 'short', timeZone: 'UTC' });

}
