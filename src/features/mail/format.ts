// Dates and sizes as the mail and its list show them, in the user's language (built on src/lib/format).
import { formatBytes, formatDateParts, formatDateTime, formatRelative } from '@/lib/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Today: relative ("3 hours ago"); earlier: a short date ("12 Nov", with the year if not this one). */
export function formatMailDate(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  if (sameDay) {
    const ago = now.getTime() - date.getTime();
    if (ago < HOUR) return formatRelative(-Math.max(0, Math.floor(ago / MINUTE)), 'minute', language);
    return formatRelative(-Math.floor(ago / HOUR), 'hour', language);
  }
  const sameYear = date.getFullYear() === now.getFullYear();
  return formatDateParts(date, language, { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) });
}

/** The full date and time, for the open message. */
export const formatFullDate = (iso: string, language: string) => formatDateTime(iso, language);

/** An attachment's size, counted in 1024s up to megabytes. */
export function formatSize(bytes: number, language: string): string {
  return formatBytes(bytes, language, { largest: 'megabyte' });
}
