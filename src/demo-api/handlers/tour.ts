// Tours: executive study tours (list with filters and status counts, details, CRUD) and the
// destinations and guides the list's filters offer. A tour's bookers: ./tour-booking.ts.
import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import type { Tour } from '@/lib/api-contract/tour';
import { tourServices } from '@/lib/api-contract/tour';
import { findCountry } from '@/lib/catalog/countries';
import { requireAccount } from '../accounts';
import { crudHandlers } from '../crud';
import { defineCollection } from '../db';
import { API, latency } from '../respond';
import { seedTours } from '../seed/tour';

export const tours = defineCollection<Tour>('tours', seedTours);

const isoDate = (message: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message);

// A photo is an image URL of the app or the web, or an image the form read as a data URL
// (docs/product-rules.md#images: at most 2 MB a file, so about 2.8 million characters encoded).
const image = z
  .string()
  .max(2_800_000, 'An image is larger than 2 MB.')
  .refine((v) => /^data:image\/(jpeg|png|webp);base64,/.test(v) || /^(https:\/\/|\/)/.test(v), 'Use a JPEG, PNG or WebP image.');

const facetsHandler = http.get(`${API}/tour/facets`, async ({ request }) => {
  await latency();
  await requireAccount(request);
  const all = await tours.all();
  const guides = new Map(all.flatMap((t) => t.guides.map((g) => [g.email.toLowerCase(), g] as const)));
  return HttpResponse.json({
    countries: [...new Set(all.map((t) => t.country))].sort(),
    guides: [...guides.values()].sort((a, b) => a.name.localeCompare(b.name)),
  });
});

const tourSchema = z.object({
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

export const handlers = crudHandlers({
  group: 'tour',
  key: 'tour',
  collection: tours,
  list: {
    search: (t) => [t.name, t.city, t.country, ...t.tags].join(' '),
    filters: {
      status: (t, v) => t.status === v,
      country: (t, v) => t.country === v.toUpperCase(),
      service: (t, v) => t.services.includes(v as Tour['services'][number]),
      startDate: (t, v) => t.startDate >= v.slice(0, 10),
      endDate: (t, v) => t.startDate <= v.slice(0, 10),
      guide: (t, v) => t.guides.some((g) => g.email.toLowerCase() === v.toLowerCase()),
    },
    sorters: { startDate: (t) => t.startDate, name: (t) => t.name, price: (t) => t.priceSale ?? t.price, createdAt: (t) => t.createdAt },
    defaultSort: { sort: 'startDate', order: 'asc' },
    facet: { param: 'status', value: (t) => t.status },
  },
  schema: tourSchema,
  extra: [facetsHandler],
  check: (input, _records, existing) => {
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
  },
  create: (input) => {
    const now = new Date().toISOString();
    return { ...input, country: input.country.toUpperCase(), id: crypto.randomUUID(), booked: 0, rating: 0, createdAt: now, updatedAt: now };
  },
  update: (existing, input) => ({ ...existing, ...input, updatedAt: new Date().toISOString() }),
});
