import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  dateFormat,
  formatBytes,
  formatCompact,
  formatDate,
  formatDateParts,
  formatDateTime,
  formatDay,
  formatNumber,
  formatPercent,
  formatRelative,
  formatTime,
  formatTimeRange,
  numberFormat,
  useFormat,
} from './format';

// Intl puts narrow or non-breaking spaces between groups and before units: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');
// Noon UTC, so the day is the same in every time zone the tests may run in.
const noon = '2026-11-25T12:00:00Z';

describe('dates', () => {
  it.each([
    ['en', 'medium', 'Nov 25, 2026'],
    ['en', 'long', 'November 25, 2026'],
    ['fr', 'medium', '25 nov. 2026'],
    ['fr', 'long', '25 novembre 2026'],
  ] as const)('a day in %s (%s) is %s', (language, style, expected) => {
    expect(formatDate(noon, language, style)).toBe(expected);
  });

  it('writes Arabic days with Arabic month names', () => {
    // CLDR's "ar" writes Latin digits since version 42, older ICUs Arabic-Indic ones: accept either.
    expect(formatDate(noon, 'ar', 'long')).toMatch(/^(25|٢٥) نوفمبر (2026|٢٠٢٦)$/);
  });

  it('reads a calendar date in UTC when asked, so no time zone moves it to the day before', () => {
    expect(formatDate('2026-01-01T00:00:00Z', 'en', 'medium', { timeZone: 'UTC' })).toBe('Jan 1, 2026');
    expect(formatDay('2026-01-01', 'en')).toBe('Jan 1, 2026');
    expect(formatDay('2026-01-01', 'fr', 'long')).toBe('1 janvier 2026');
  });

  it('takes ISO text, a Date or epoch milliseconds alike', () => {
    const date = new Date(noon);
    expect(formatDate(date, 'en')).toBe(formatDate(noon, 'en'));
    expect(formatDate(date.getTime(), 'en')).toBe(formatDate(noon, 'en'));
  });

  it('writes a day and a time, medium and short by default', () => {
    expect(plain(formatDateTime(noon, 'en', { timeZone: 'UTC' }))).toBe('Nov 25, 2026, 12:00 PM');
    expect(formatDateTime(noon, 'fr', { timeZone: 'UTC' })).toBe('25 nov. 2026, 12:00');
    expect(plain(formatDateTime(noon, 'en', { dateStyle: 'full', timeZone: 'UTC' }))).toBe(
      'Wednesday, November 25, 2026 at 12:00 PM',
    );
  });

  it('writes a time of day as it is written after a day, and a span of times', () => {
    expect(plain(formatTime('2026-11-25T13:46:00Z', 'en', { timeZone: 'UTC' }))).toBe('1:46 PM');
    expect(formatTime('2026-11-25T13:46:00Z', 'fr', { timeZone: 'UTC' })).toBe('13:46');
    expect(plain(formatTimeRange('2026-11-25T13:00:00Z', '2026-11-25T14:30:00Z', 'en', { timeZone: 'UTC' }))).toBe(
      '1:00 – 2:30 PM',
    );
    expect(plain(formatTimeRange('2026-11-25T13:00:00Z', '2026-11-25T14:30:00Z', 'fr', { timeZone: 'UTC' }))).toBe(
      '13:00 – 14:30',
    );
  });

  it('writes the chosen fields of a date', () => {
    expect(formatDateParts(noon, 'en', { month: 'long', year: 'numeric' })).toBe('November 2026');
    expect(formatDateParts(noon, 'fr', { weekday: 'long', day: 'numeric', month: 'long' })).toBe('mercredi 25 novembre');
  });

  it('writes relative times', () => {
    expect(formatRelative(-1, 'day', 'en')).toBe('yesterday');
    expect(formatRelative(-3, 'hour', 'fr')).toBe('il y a 3 heures');
    expect(formatRelative(-5, 'minute', 'ar')).toMatch(/^قبل (5|٥) دقائق$/);
  });
});

describe('numbers', () => {
  it.each([
    ['en', '12,480.5'],
    ['fr', '12 480,5'],
  ])('12480.5 in %s is %s', (language, expected) => {
    expect(plain(formatNumber(12480.5, language))).toBe(expected);
  });

  it('writes Arabic numbers with the Arabic grouping of the digits in use', () => {
    expect(formatNumber(12480.5, 'ar').replace(/\u061c/g, '')).toMatch(/^(12,480\.5|١٢٬٤٨٠٫٥)$/);
  });

  it('passes options through (two-digit countdown figures)', () => {
    expect(formatNumber(7, 'en', { minimumIntegerDigits: 2 })).toBe('07');
  });

  it('writes large counts compactly', () => {
    expect(formatCompact(12480, 'en')).toBe('12K');
    expect(plain(formatCompact(12480, 'fr'))).toBe('12 k');
    expect(plain(formatCompact(12480, 'ar'))).toMatch(/^(12|١٢) ألف$/);
  });

  it.each([
    [62, {}, 'en', '62 byte'],
    [62, { bytesDisplay: 'narrow' as const }, 'en', '62B'],
    [1_468_006, {}, 'en', '1.4 MB'],
    [1_468_006, {}, 'fr', '1,4 Mo'],
    [5 * 1024 ** 4, { largest: 'megabyte' as const }, 'en', '5,242,880 MB'],
    [2_500_000_000, { base: 1000 as const }, 'en', '2.5 GB'],
  ])('%s bytes (%o) in %s is %s', (bytes, options, language, expected) => {
    expect(plain(formatBytes(bytes, language, options))).toBe(expected);
  });
});

describe('percentages', () => {
  it.each([
    [20, 'en', '20%'],
    [20, 'fr', '20 %'],
    [5.5, 'en', '5.5%'],
    [5.5, 'fr', '5,5 %'],
    [12.345, 'en', '12.35%'],
  ])('%s percent in %s is %s', (points, language, expected) => {
    expect(plain(formatPercent(points, language))).toBe(expected);
  });

  it('keeps the French sign on the line of its figure (a no-break space, never a plain one)', () => {
    expect(formatPercent(20, 'fr')).toMatch(/^20[\u00a0\u202f]%$/);
  });

  it('writes Arabic percentages with the digits and sign of the digits in use', () => {
    expect(formatPercent(20, 'ar').replace(/[\u061c\u200e\u200f]/g, '')).toMatch(/^(20%|٢٠٪)$/);
  });

  it('passes options through (a signed change with one decimal)', () => {
    expect(formatPercent(4.25, 'en', { maximumFractionDigits: 1, signDisplay: 'exceptZero' })).toBe('+4.3%');
    expect(plain(formatPercent(-1, 'fr', { signDisplay: 'exceptZero' }))).toBe('-1 %');
  });
});

describe('the formatter cache', () => {
  it('builds one formatter per language and options and reuses it', () => {
    expect(dateFormat('fr', { dateStyle: 'medium' })).toBe(dateFormat('fr', { dateStyle: 'medium' }));
    expect(dateFormat('fr', { dateStyle: 'medium' })).not.toBe(dateFormat('en', { dateStyle: 'medium' }));
    expect(dateFormat('fr', { dateStyle: 'medium' })).not.toBe(dateFormat('fr', { dateStyle: 'long' }));
    expect(numberFormat('ar')).toBe(numberFormat('ar'));
    expect(numberFormat('ar')).not.toBe(numberFormat('ar', { notation: 'compact' }));
  });
});

describe('useFormat', () => {
  it('formats in the current language and keeps the same object while it does not change', () => {
    const { result, rerender } = renderHook(() => useFormat());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(result.current.date(noon, 'long')).toBe(formatDate(noon, result.current.language, 'long'));
    expect(result.current.number(12480)).toBe(formatNumber(12480, result.current.language));
    expect(result.current.percent(20)).toBe(formatPercent(20, result.current.language));
  });
});
