// Number formats of the overview, in the reader's language.
import { formatMoney } from '@/lib/money';

/** Whole euros, as the overview's figures show them. */
export function formatEuros(value: number, language: string) {
  return formatMoney(value, language, { fractionDigits: 0 });
}

export function formatNumber(value: number, language: string) {
  return new Intl.NumberFormat(language).format(value);
}

export function formatPercent(value: number, language: string) {
  return (
    new Intl.NumberFormat(language, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(
      value,
    ) + '%'
  );
}

export function formatDate(iso: string, language: string) {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
}

export function formatMonth(month: string, language: string) {
  return new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

export function formatBytes(value: number, language: string) {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
  let i = 0;
  let v = value;
  while (v >= 1000 && i < units.length - 1) {
    v /= 1000;
    i += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[i],
    unitDisplay: 'short',
    maximumFractionDigits: v < 10 && i > 0 ? 1 : 0,
  }).format(v);
}

/** A figure in its unit: euros, a count, a percentage or a size. */
export function formatValue(
  value: number,
  unit: 'eur' | 'count' | 'percent' | 'bytes',
  language: string,
) {
  if (unit === 'eur') return formatEuros(value, language);
  if (unit === 'bytes') return formatBytes(value, language);
  if (unit === 'percent')
    return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(
      value / 100,
    );
  return formatNumber(value, language);
}

/** A country's name in the reader's language, from its ISO code. */
export function formatCountry(code: string, language: string) {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
