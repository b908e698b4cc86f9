// What the date field shows and reads (docs/look-and-feel.md#dates): a calendar day written in the
// reader's language with two-digit day and month ("11/25/2026" in English, "25/11/2026" in French,
// "25‏/11‏/2026" in Arabic, the order Intl gives for the language), and the same text read back to
// the ISO day (YYYY-MM-DD) the forms and the URL filters hold. No date-picker code here: the list
// and filter screens can format a day without loading the picker.
import { dateFormat } from '@/lib/format';

export type DayPart = 'day' | 'month' | 'year';

const partsFormat = (language: string) =>
  dateFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** The order the language writes a day's parts in: ['month', 'day', 'year'] in English. */
export function dayPartOrder(language: string): DayPart[] {
  return partsFormat(language)
    .formatToParts(new Date(Date.UTC(2026, 10, 25)))
    .map((part) => part.type)
    .filter((type): type is DayPart => type === 'day' || type === 'month' || type === 'year');
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day (not 31 April), as `YYYY-MM-DD`, or null. */
function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** `2026-11-25` → "11/25/2026" (en), "25/11/2026" (fr); '' for an empty or malformed day. */
export function formatDayInput(iso: string, language: string): string {
  const match = ISO_DAY.exec(iso);
  if (!match) return '';
  return partsFormat(language).format(new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!)));
}

/** Arabic-Indic (٠١٢) and Eastern Arabic-Indic (۰۱۲) digits as 0-9. */
export function latinDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/** The direction marks Intl puts in an Arabic date ("25\u200f/11\u200f/2026"). */
const BIDI_MARKS = /[\u200e\u200f\u061c\u2066-\u2069]/g;

/**
 * What a reader typed, in their language's order, as the ISO day, or null when it is not a day.
 * Any separator goes ("25/11/2026", "25.11.2026", "25-11-2026"), and so do eight digits alone
 * ("25112026"), Arabic-Indic digits and a two-digit year (2000 + yy; not with `fullYear`, for a
 * text still being typed). A year first is read as ISO ("2026-11-25"), whatever the language: that
 * is how a pasted date from elsewhere usually comes.
 */
export function parseDayInput(
  text: string,
  language: string,
  { fullYear = false } = {},
): string | null {
  const clean = latinDigits(text).replace(BIDI_MARKS, '').trim();
  if (!clean) return null;
  if (/[^\d\s./-]/.test(clean)) return null;
  const order = dayPartOrder(language);
  let groups = clean.split(/[^\d]+/).filter(Boolean);
  if (groups.length === 1 && groups[0]!.length === 8) {
    const digits = groups[0]!;
    let at = 0;
    groups = order.map((part) => {
      const length = part === 'year' ? 4 : 2;
      const group = digits.slice(at, at + length);
      at += length;
      return group;
    });
  }
  if (groups.length !== 3) return null;
  const values: Partial<Record<DayPart, string>> = {};
  const parts: DayPart[] = groups[0]!.length === 4 ? ['year', 'month', 'day'] : order;
  parts.forEach((part, index) => (values[part] = groups[index]));
  const { day = '', month = '', year = '' } = values;
  if (day.length > 2 || month.length > 2 || (year.length !== 4 && (fullYear || year.length !== 2)))
    return null;
  return isoDay(year.length === 2 ? 2000 + Number(year) : Number(year), Number(month), Number(day));
}

// Sunday = 0 … Saturday = 6, as the calendar grid counts. Used where the browser cannot say
// (Intl.Locale#getWeekInfo is missing in Firefox): the US week, the French and the Arabic.
const FIRST_DAY_FALLBACK: Record<string, number> = { en: 0, fr: 1, ar: 6 };

/** The day a week starts on in the language's region: Sunday (en), Monday (fr), Saturday (ar). */
export function firstDayOfWeek(language: string): number {
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    // Intl counts Monday = 1 … Sunday = 7.
    if (info) return info.firstDay % 7;
  } catch {
    /* an unknown tag: the fallback below */
  }
  return FIRST_DAY_FALLBACK[language.slice(0, 2)] ?? 0;
}
