// The rules of a tour, a booking and a booking's decision (POST/PATCH /api/tour, POST
// /api/tour/:id/bookings, PATCH /api/tour/:id/bookings/:bookingId and the booking overview's
// PATCH /api/overview/booking/bookings/:id; docs/api/crud-groups.md#tour): one schema each for the
// demo API (src/demo-api/handlers/tour.ts, tour-booking.ts, overview-pages.ts) and the API server
// (server/routes/tours.ts, overview.ts), so the two answer the same field errors. Only those import
// it: the tour form has its own rules.
import { z } from 'zod';
import { findCountry } from '@/lib/catalog/countries';
import { tourServices, type Tour, type TourBookingInput } from './tour';

const isoDate = (message: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message);

// A photo is an image URL of the app or the web, or an image the form read as a data URL
// (docs/product-rules.md#images: at most 2 MB a file, so about 2.8 million characters encoded).
const image = z
  .string()
  .max(2_800_000, 'An image is larger than 2 MB.')
  .refine((v) => /^data:image\/(jpeg|png|webp);base64,/.test(v) || /^(https:\/\/|\/)/.test(v), 'Use a JPEG, PNG or WebP image.');

export const tourSchema = z.object({
  name: z.string().trim().min(3, 'Enter a name (at least 3 characters).').max(140, 'Use at most 140 characters.'),
  content: z.string().trim().min(20, 'Describe the programme (at least 20 characters).').max(20_000, 'The programme is too long.'),
  highlights: z.array(z.string().trim().min(1).max(120)).max(10, 'At most 10 highlights.'),
  city: z.string().trim().min(1, 'Enter the city.').max(80, 'Use at most 80 characters.'),
  country: z.string().refine((c) => Boolean(findCountry(c)), 'Choose a country.'),
  services: z.array(z.enum(tourServices)).min(1, 'Choose at least one service.'),
  tags: z.array(z.string().trim().min(1).max(30)).max(10, 'At most 10 tags.'),
  price: z.number().min(1, 'Enter the price.').max(1_000_000, 'That price is too high.'),
  priceSale: z.number().min(0).nullable(),
  startDate: isoDate('Choose the start date.'),
  endDate: isoDate('Choose the end date.'),
  capacity: z.number().int('Use a whole number.').min(1, 'At least 1 place.').max(500, 'At most 500 places.'),
  guides: z
    .array(
      z.object({
        name: z.string().trim().min(2, 'Enter the guide’s name.'),
        role: z.string().trim().max(80),
        email: z.string().trim().pipe(z.email('Enter a valid email address.')),
      }),
    )
    .min(1, 'Add at least one guide.'),
  images: z.array(image).max(8, 'At most 8 photos.'),
  status: z.enum(['published', 'draft'], 'Choose a status.'),
});

export const tourBookingSchema = z.object({
  customer: z.string().trim().min(2, 'Enter the customer’s name.').max(120, 'Use at most 120 characters.'),
  company: z.string().trim().max(120, 'Use at most 120 characters.'),
  seats: z.number().int('Use a whole number.').min(1, 'At least 1 seat.').max(50, 'At most 50 seats per booking.'),
}) satisfies z.ZodType<TourBookingInput, unknown>;

/** Approve or reject a waiting booking. */
export const bookingDecisionSchema = z.object({ status: z.enum(['approved', 'rejected'], 'Choose approve or reject.') });

/**
 * The rules across a tour's fields, on the input merged with the stored tour when it is an edit:
 * the end not before the start, the capacity not under the seats booked, a sale under the price.
 */
export function tourInputErrors(
  input: Partial<z.infer<typeof tourSchema>>,
  existing?: Pick<Tour, 'startDate' | 'endDate' | 'booked' | 'price' | 'priceSale'>,
): Record<string, string> | null {
  const errors: Record<string, string> = {};
  const start = input.startDate ?? existing?.startDate;
  const end = input.endDate ?? existing?.endDate;
  if (start && end && end < start) errors.endDate = 'The end date cannot be before the start date.';
  if (existing && input.capacity !== undefined && input.capacity < existing.booked)
    errors.capacity = `${existing.booked} seats are already booked: the capacity cannot be lower.`;
  const price = input.price ?? existing?.price ?? 0;
  const sale = input.priceSale === undefined ? existing?.priceSale : input.priceSale;
  if (sale != null && sale >= price) errors.priceSale = 'The sale price must be lower than the price.';
  return Object.keys(errors).length ? errors : null;
}
