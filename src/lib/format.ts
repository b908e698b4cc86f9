// The one place dates and numbers are formatted for the reader's language (money is in ./money).
// Every formatter is built once per language and options and then reused: building an Intl
// formatter is far dearer than using one, and a table formats hundreds of cells.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A moment as the API sends it (ISO text), or as code holds it (Date, epoch milliseconds). */
export type DateInput = Date | string | number;

export type DateStyle = 'short' | 'medium' | 'long' | 'full';

export interface DateOptions {
  /** `UTC` for calendar dates the API sends without a time (YYYY-MM-DD), so no zone shifts the day. */
  timeZone?: string;
}

export interface DateTimeOptions extends DateOptions {
  dateStyle?: DateStyle;
  timeStyle?: DateStyle;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

function cached<F, O>(cache: Map<string, F>, language: string, options: O, create: () => F): F {
  const id = `${language}:${JSON.stringify(options)}`;
  let format = cache.get(id);
  if (!format) {
    format = create();
    cache.set(id, format);
  }
  return format;
}

/** The shared `Intl.DateTimeFormat` for a language and options (for `formatRange`, `formatToParts`). */
export function dateFormat(
  language: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return cached(dateFormats, language, options, () => new Intl.DateTimeFormat(language, options));
}

/** The shared `Intl.NumberFormat` for a language and options. */
export function numberFormat(
  language: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return cached(numberFormats, language, options, () => new Intl.NumberFormat(language, options));
}

function relativeFormat(language: string): Intl.RelativeTimeFormat {
  return cached(
    relativeFormats,
    language,
    'auto',
    () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }),
  );
}

/** "A, B and C" (conjunction) or "A, B or C" (disjunction) in the reader's language; `narrow`
 *  style drops the "and" where the language allows ("A, B, C" in English). */
export function formatList(
  items: readonly string[],
  language: string,
  {
    type = 'conjunction',
    style = 'long',
  }: { type?: 'conjunction' | 'disjunction'; style?: 'long' | 'narrow' } = {},
): string {
  return cached(
    listFormats,
    language,
    { type, style },
    () => new Intl.ListFormat(language, { type, style }),
  ).format(items);
}

function toDate(value: DateInput): Date | number {
  return typeof value === 'string' ? new Date(value) : value;
}

/** A day: "Nov 25, 2026" (medium), "November 25, 2026" (long), "Wednesday, November 25, 2026" (full). */
export function formatDate(
  value: DateInput,
  language: string,
  style: DateStyle = 'medium',
  { timeZone }: DateOptions = {},
): string {
  return dateFormat(
    language,
    timeZone ? { dateStyle: style, timeZone } : { dateStyle: style },
  ).format(toDate(value));
}

/**
 * A calendar day the API sends as YYYY-MM-DD (an invoice's due date, a tour's start). Read as UTC
 * midnight and written in UTC, so no reader's time zone moves it to the day before.
 */
export function formatDay(day: string, language: string, style: DateStyle = 'medium'): string {
  return formatDate(`${day}T00:00:00Z`, language, style, { timeZone: 'UTC' });
}

/** A day and a time: "Nov 25, 2026, 8:05 AM" by default. */
export function formatDateTime(
  value: DateInput,
  language: string,
  { dateStyle = 'medium', timeStyle = 'short', timeZone }: DateTimeOptions = {},
): string {
  return dateFormat(
    language,
    timeZone ? { dateStyle, timeStyle, timeZone } : { dateStyle, timeStyle },
  ).format(toDate(value));
}

/** The short time-of-day format both time functions share. */
function timeFormat(language: string, timeZone: string | undefined) {
  return dateFormat(language, timeZone ? { timeStyle: 'short', timeZone } : { timeStyle: 'short' });
}

/** A time of day as the app writes it everywhere: "1:46 PM", "13:46", "١:٤٦ م". */
export function formatTime(
  value: DateInput,
  language: string,
  { timeZone }: DateOptions = {},
): string {
  return timeFormat(language, timeZone).format(toDate(value));
}

/** From one time of day to another, in the same style: "1:00 – 2:30 PM", "13:00 – 14:30". */
export function formatTimeRange(
  start: DateInput,
  end: DateInput,
  language: string,
  { timeZone }: DateOptions = {},
): string {
  return timeFormat(language, timeZone).formatRange(toDate(start), toDate(end));
}

/** A date with chosen fields ("Nov 2026", "Wednesday 25 November", "8:05 AM") where no style fits. */
export function formatDateParts(
  value: DateInput,
  language: string,
  parts: Intl.DateTimeFormatOptions,
): string {
  return dateFormat(language, parts).format(toDate(value));
}

/** "in 3 days", "yesterday", "5 minutes ago": `amount` is negative for the past. */
export function formatRelative(
  amount: number,
  unit: Intl.RelativeTimeFormatUnit,
  language: string,
): string {
  return relativeFormat(language).format(amount, unit);
}

/** A count or a figure: "12,480", "12 480", "١٢٬٤٨٠". */
export function formatNumber(
  value: number,
  language: string,
  options?: Intl.NumberFormatOptions,
): string {
  return numberFormat(language, options).format(value);
}

/**
 * A percentage given in percent points (a tax rate of 20, a share of 12.5), written by the
 * language's rules: "20%", "20 %" (French: a no-break space before the sign), "٢٠٪" (Arabic).
 * At most two decimals by default (a 5.5% VAT rate); `options` may change that or add a sign.
 */
export function formatPercent(
  points: number,
  language: string,
  options: Omit<Intl.NumberFormatOptions, 'style'> = {},
): string {
  return numberFormat(language, { maximumFractionDigits: 2, ...options, style: 'percent' }).format(
    points / 100,
  );
}

/** A large count in few characters: "12K", "12 k", "١٢ ألف". */
export function formatCompact(value: number, language: string): string {
  return numberFormat(language, { notation: 'compact' }).format(value);
}

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

export interface BytesOptions {
  /** 1024 (a file's size, as the file system counts) or 1000 (storage quotas, as disks are sold). */
  base?: 1000 | 1024;
  /** The largest unit used: a mail's attachment stops at megabytes. */
  largest?: (typeof BYTE_UNITS)[number];
  /** How bare bytes are written: 'short' ("62 byte" in English) or 'narrow' ("62B"). */
  bytesDisplay?: 'short' | 'narrow';
  /** Digits after the point for a value in a unit (0 = bytes); by default none for bytes, one above. */
  fractionDigits?: (value: number, unit: number) => number;
}

/** A size in the largest unit that keeps the figure under the base: "62 byte", "1.4 MB", "1,4 Mo". */
export function formatBytes(
  bytes: number,
  language: string,
  {
    base = 1024,
    largest = 'terabyte',
    bytesDisplay = 'short',
    fractionDigits = (_, unit) => (unit === 0 ? 0 : 1),
  }: BytesOptions = {},
): string {
  const last = BYTE_UNITS.indexOf(largest);
  let value = bytes;
  let unit = 0;
  while (value >= base && unit < last) {
    value /= base;
    unit += 1;
  }
  return numberFormat(language, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: unit === 0 ? bytesDisplay : 'short',
    maximumFractionDigits: fractionDigits(value, unit),
  }).format(value);
}

/**
 * A stored file's or a storage total's size, as every screen that shows one writes it (the file
 * manager, its storage card, the file overview): counted in 1024s like the 50 GB quota, one
 * decimal above bytes, bare bytes narrow ("62B"). One function, so the same bytes read the same.
 */
export function formatFileSize(bytes: number, language: string): string {
  return formatBytes(bytes, language, { bytesDisplay: 'narrow' });
}

export interface Format {
  language: string;
  date: (value: DateInput, style?: DateStyle, options?: DateOptions) => string;
  day: (day: string, style?: DateStyle) => string;
  dateTime: (value: DateInput, options?: DateTimeOptions) => string;
  time: (value: DateInput, options?: DateOptions) => string;
  timeRange: (start: DateInput, end: DateInput, options?: DateOptions) => string;
  dateParts: (value: DateInput, parts: Intl.DateTimeFormatOptions) => string;
  relative: (amount: number, unit: Intl.RelativeTimeFormatUnit) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  percent: (points: number, options?: Parameters<typeof formatPercent>[2]) => string;
  compact: (value: number) => string;
  list: (items: readonly string[], options?: Parameters<typeof formatList>[2]) => string;
}

/** The formatters bound to the current language; the object changes only when the language does. */
export function useFormat(): Format {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      date: (value, style, options) => formatDate(value, language, style, options),
      day: (day, style) => formatDay(day, language, style),
      dateTime: (value, options) => formatDateTime(value, language, options),
      time: (value, options) => formatTime(value, language, options),
      timeRange: (start, end, options) => formatTimeRange(start, end, language, options),
      dateParts: (value, parts) => formatDateParts(value, language, parts),
      relative: (amount, unit) => formatRelative(amount, unit, language),
      number: (value, options) => formatNumber(value, language, options),
      percent: (points, options) => formatPercent(points, language, options),
      compact: (value) => formatCompact(value, language),
      list: (items, options) => formatList(items, language, options),
    }),
    [language],
  );
}
