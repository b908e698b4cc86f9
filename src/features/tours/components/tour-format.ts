// How a tour's facts read: its destination, its dates and length, its seats.
import { placeName } from '@/lib/catalog/place-names';
import { dateFormat } from '@/lib/format';
import type { Tour } from '@/lib/api-contract/tour';

export const tourStatusPalette = { all: 'gray', published: 'green', draft: 'gray' } as const;

export const destinationOf = (tour: Pick<Tour, 'city' | 'country'>, language: string) =>
  placeName(tour.city, tour.country, language);

/** Days from the first to the last, both included; null while a date is missing or the end is earlier. */
export function tourDays(startDate: string, endDate: string): number | null {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return null;
  return Math.round((end - start) / 86_400_000) + 1;
}

/** "3 – 6 Mar 2027" in the reader's language (dates are calendar days, read in UTC). */
export function tourDateRange(tour: Pick<Tour, 'startDate' | 'endDate'>, language: string): string {
  const format = dateFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
  return format.formatRange(new Date(`${tour.startDate}T00:00:00Z`), new Date(`${tour.endDate}T00:00:00Z`));

}
