// Tours: executive study tours (list with filters and status counts, details, CRUD) and the
// destinations and guides the list's filters offer. A tour's bookers: ./tour-booking.ts.
import { HttpResponse, http } from 'msw';
import { nextVersion } from '@/lib/api-contract/edit-conflict';
import type { Tour } from '@/lib/api-contract/tour';
import type * as TourInput from '@/lib/api-contract/tour-input';
import { requireAccount } from '../accounts';
import { crudHandlers } from '../crud';
import { defineCollection } from '../db';
import { API, latency } from '../respond';
import { seedTours } from '@/lib/seed/tour';

export const tours = defineCollection<Tour>('tours', seedTours);

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

// The payload's schema and rules (zod) load with the first write (src/lib/api-contract/tour-input.ts).
let rules: typeof TourInput | undefined;
const loadRules = async () => (rules ??= await import('@/lib/api-contract/tour-input'));

export const handlers = crudHandlers({
  group: 'tour',
  key: 'tour',
  collection: tours,
  versioned: true,
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
  loadSchema: async () => (await loadRules()).tourSchema,
  extra: [facetsHandler],
  // Runs once the payload has passed the schema, so the rules are loaded.
  check: (input, _records, existing) => rules!.tourInputErrors(input, existing),
  create: (input) => {
    const now = new Date().toISOString();
    return { ...input, country: input.country.toUpperCase(), id: crypto.randomUUID(), booked: 0, rating: 0, createdAt: now, updatedAt: now };
  },
  update: (existing, input) => ({ ...existing, ...input, updatedAt: nextVersion(existing.updatedAt).toISOString() }),
});
