// Dates and sizes as the mail and its list show them, in the user's language.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Today: relative ("3 hours ago"); earlier: a short date ("12 Nov", with the year if not this one). */
export function formatMailDate(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  if (sameDay) {
    const ago = now.getTime() - date.getTime();
    const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    if (ago < HOUR) return rtf.format(-Math.max(0, Math.floor(ago / MINUTE)), 'minute');
    return rtf.format(-Math.floor(ago / HOUR), 'hour');
  }
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) }).format(date);
}

/** The full date and time, for the open message. */
export const formatFullDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export function formatSize(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: units[unit], unitDisplay: 'short', maximumFractionDigits: unit ? 1 : 0 }).format(value);
}
