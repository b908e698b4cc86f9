// Number formats of the overview, in the reader's language (built on src/lib/format and src/lib/money).
import {
  formatDateParts,
  formatFileSize,
  formatNumber as formatCount,
  formatPercent as formatPercentPoints,
} from '@/lib/format';
import { formatMoney } from '@/lib/money';

/** Whole euros, as the overview's figures show them. */
export function formatEuros(value: number, language: string) {
  return formatMoney(value, language, { fractionDigits: 0 });
}

export function formatNumber(value: number, language: string) {
  return formatCount(value, language);
}

/** A change in percent points, signed ("+4.2%", "-1%", "0%"; "+4,2 %" in French). */
export function formatPercent(value: number, language: string) {
  return formatPercentPoints(value, language, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
}

export function formatDate(iso: string, language: string) {
  return formatDateParts(iso, language, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** A YYYY-MM month's short name, read in UTC so no time zone moves it to the month before. */
export function formatMonth(month: string, language: string) {
  return formatDateParts(`${month}-01T00:00:00Z`, language, { month: 'short', timeZone: 'UTC' });
}

/** Sizes as the file manager writes them (src/lib/format.ts#formatFileSize), so the file
 *  overview's storage and the file manager's read the same for the same bytes. */
export function formatBytes(value: number, language: string) {
  return formatFileSize(value, language);
}

/** A figure in its unit: euros, a count, a percentage or a size. */
export function formatValue(
  value: number,
  unit: 'eur' | 'count' | 'percent' | 'bytes',
  language: string,
) {
  if (unit === 'eur') return formatEuros(value, language);
  if (unit === 'bytes') return formatBytes(value, language);
  if (unit === 'percent') return formatPercentPoints(value, language, { maximumFractionDigits: 1 });
  return formatNumber(value, language);
}

/** A share in percent (0-100) that never reads "0%" when it is not 0: below 1%, two significant
 *  digits ("0.017%"), else at most one decimal ("50%", "12.5%"). */
export function formatShare(value: number, language: string) {
  if (value > 0 && value < 1) {
    return formatPercentPoints(value, language, { maximumSignificantDigits: 2 });
  }
  return formatValue(value, 'percent', language);
}

/** A country's name in the reader's language, from its ISO code. */
export function formatCountry(code: string, language: string) {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
