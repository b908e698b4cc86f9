// The tour group (docs/api/crud-groups.md#tour) on PostgreSQL: list (search, the status, country,
// service, start-day range and guide filters, status counts, sort and paging in SQL), the
// destinations and guides the filters offer, details, create, update, delete, bulk delete, and a
// tour's bookings (list, one taken by phone or email, approve or reject). Approving follows the
// demo's rule (src/demo-api/tour-booking-store.ts): only a waiting booking can be decided, and an
// approval adds its seats to `booked` only while they fit in `capacity`, checked and written in one
// conditional update so two approvals racing for the last seats cannot both pass. The input's
// rules are the demo API's own (src/lib/api-contract/tour-input.ts); as in the demo, every
// signed-in account may manage tours.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, sql, type InferSelectModel } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { normalize } from '@/lib/api-contract/list-query';
import { nextVersion } from '@/lib/api-contract/edit-conflict';
import { idsSchema } from '@/lib/api-contract/ids-input';
import type { TourBooking } from '@/lib/api-contract/overview-pages';
import type { Tour, TourGuide } from '@/lib/api-contract/tour';
import { bookingDecisionSchema, tourBookingSchema, tourInputErrors, tourSchema } from '@/lib/api-contract/tour-input';
import type { AppEnv, ServerDeps } from '../context';
import { rowsOf, type Db } from '../db/client';
import { tourBookings, tours } from '../db/schema';
import { runList, type SqlListSpec } from '../http/list';
import { expectedVersion, fieldErrors, notFound, readUpdateBody, staleRecord } from '../http/respond';
import { validate, validateBody } from '../http/validate';

type TourRow = InferSelectModel<typeof tours>;
type BookingRow = InferSelectModel<typeof tourBookings>;


/** What `q` matches (the demo's `search`): name, city, country and tags. */
export const tourSearchText = (t: Pick<Tour, 'name' | 'city' | 'country' | 'tags'>) => normalize([t.name, t.city, t.country, ...t.tags].join(' '));

const day = (column: typeof tours.startDate) => sql`${column} collate "C"`;
const listSpec: SqlListSpec = {
  search: tours.searchText,
  seq: tours.seq,
  sorters: {
    startDate: day(tours.startDate),
    name: sql`lower(${tours.name}) collate "C"`,
    price: sql`coalesce(${tours.priceSale}, ${tours.price})`,
    createdAt: tours.createdAt,
  },
  defaultSort: { sort: 'startDate', order: 'asc' },
  filters: {
    status: (v) => eq(tours.status, v),
    country: (v) => eq(tours.country, v.toUpperCase()),
    service: (v) => sql`${tours.services} @> array[${v}]::text[]`,
    startDate: (v) => sql`${day(tours.startDate)} >= ${v.slice(0, 10)}`,
    endDate: (v) => sql`${day(tours.startDate)} <= ${v.slice(0, 10)}`,
    guide: (v) => sql`${tours.guideEmails} @> array[${v.toLowerCase()}]::text[]`,
  },
  // The demo's facet names no keys: `counts` holds `all` and the statuses present.
  facet: { param: 'status', column: tours.status, keys: [] },
};

function toTour(row: TourRow): Tour {
  return {
    id: row.id,
    name: row.name,
    content: row.content,
    highlights: row.highlights,
    city: row.city,
    country: row.country,
    services: row.services as Tour['services'],
    tags: row.tags,
    price: row.price,
    priceSale: row.priceSale,
    startDate: row.startDate,
    endDate: row.endDate,
    capacity: row.capacity,
    booked: row.booked,
    guides: row.guides,
    images: row.images,
    status: row.status as Tour['status'],
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A tour's row from the contract's record (the seed, create and update). */
export function tourRow(t: Tour) {
  return {
    id: t.id,
    name: t.name,
    content: t.content,
    highlights: t.highlights,
    city: t.city,
    country: t.country,
    services: t.services,
    tags: t.tags,
    price: t.price,
    priceSale: t.priceSale,
    startDate: t.startDate,
    endDate: t.endDate,
    capacity: t.capacity,
    booked: t.booked,
    guides: t.guides,
    guideEmails: t.guides.map((g) => g.email.toLowerCase()),
    images: t.images,
    status: t.status,
    rating: t.rating,
    searchText: tourSearchText(t),
    createdAt: new Date(t.createdAt),
    updatedAt: new Date(t.updatedAt),
  };
}

export const bookingRow = (b: TourBooking) => ({
  id: b.id,
  tourId: b.tourId,
  tourName: b.tourName,
  customer: b.customer,
  company: b.company,
  seats: b.seats,
  status: b.status,
  createdAt: new Date(b.createdAt),
  updatedAt: new Date(b.updatedAt),
});

export const toBooking = (row: BookingRow): TourBooking => ({
  id: row.id,
  tourId: row.tourId,
  tourName: row.tourName,
  customer: row.customer,
  company: row.company,
  seats: row.seats,
  status: row.status as TourBooking['status'],
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The tours of `ids` in that order. */
async function present(db: Db, ids: string[]): Promise<Tour[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(tours).where(inArray(tours.id, ids));
  const byId = new Map(rows.map((r) => [r.id, toTour(r)]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

const NOT_FOUND = (id: string) => `No tour with id “${id}”.`;

/** Thrown inside the approval's transaction to undo it and answer this instead. */
class Refused extends Error {
  constructor(readonly status: 404 | 409, message: string) {
    super(message);
  }
}

export function tourRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();

  app.get('/list', async (c) => {
    const { ids, ...rest } = await runList(db, new URL(c.req.url), listSpec, tours);
    return c.json({ items: await present(db, ids), ...rest });
  });

  // The destinations (sorted) and the guides, once per email (the last tour's copy, as the demo's
  // Map keeps it), by name.
  app.get('/facets', async (c) => {
    const [countries, guides] = await Promise.all([
      db.selectDistinct({ country: tours.country }).from(tours),
      db.execute(sql`
        select distinct on (lower(g.value->>'email')) g.value as guide
        from ${tours} t, jsonb_array_elements(t.guides) with ordinality as g(value, n)
        order by lower(g.value->>'email'), t.seq desc, g.n desc`),
    ]);
    return c.json({
      countries: countries.map((r) => r.country).sort(),
      guides: rowsOf<{ guide: TourGuide }>(guides)
        .map((r) => r.guide)
        .sort((a, b) => a.name.localeCompare(b.name)),
    });
  });

  app.get('/details', async (c) => {
    const id = c.req.query('id') ?? '';
    const [tour] = await present(db, [id]);
    return tour ? c.json({ tour }) : notFound(c, NOT_FOUND(id));
  });

  app.post('/bulk-delete', async (c) => {
    const parsed = await validateBody(c, idsSchema);
    if (!parsed.ok) return parsed.response;
    const deleted = await db.delete(tours).where(inArray(tours.id, parsed.data.ids)).returning({ id: tours.id });
    await deps.live.publishEach('tour', deleted.map((d) => d.id), 'deleted');
    return c.json({ deleted: deleted.length });
  });

  // Waiting bookings first (the ones to act on), then the newest; ties in stored order.
  app.get('/:id/bookings', async (c) => {
    const id = c.req.param('id');
    const [tour] = await db.select({ id: tours.id }).from(tours).where(eq(tours.id, id)).limit(1);
    if (!tour) return notFound(c, NOT_FOUND(id));
    const rows = await db
      .select()
      .from(tourBookings)
      .where(eq(tourBookings.tourId, id))
      .orderBy(sql`(${tourBookings.status} = 'pending') desc`, desc(tourBookings.createdAt), asc(tourBookings.seq));
    return c.json({ bookings: rows.map(toBooking) });
  });

  app.post('/:id/bookings', async (c) => {
    const id = c.req.param('id');
    const [tour] = await db.select({ id: tours.id, name: tours.name }).from(tours).where(eq(tours.id, id)).limit(1);
    if (!tour) return notFound(c, NOT_FOUND(id));
    const parsed = await validateBody(c, tourBookingSchema);
    if (!parsed.ok) return parsed.response;
    const now = new Date().toISOString();
    const booking: TourBooking = { ...parsed.data, id: randomUUID(), tourId: tour.id, tourName: tour.name, status: 'pending', createdAt: now, updatedAt: now };
    await db.insert(tourBookings).values(bookingRow(booking));
    await deps.live.publish({ group: 'tour', id, action: 'updated' });
    return c.json({ booking }, 201);
  });

  app.patch('/:id/bookings/:bookingId', async (c) => {
    const id = c.req.param('id');
    const [existing] = await db
      .select()
      .from(tourBookings)
      .where(and(eq(tourBookings.id, c.req.param('bookingId')), eq(tourBookings.tourId, id)))
      .limit(1);
    if (!existing) return notFound(c, 'No such booking on this tour.');
    const parsed = await validateBody(c, bookingDecisionSchema);
    if (!parsed.ok) return parsed.response;
    const decided = await decideBooking(db, existing, parsed.data.status);
    if ('refused' in decided) return c.json({ message: decided.refused.message }, decided.refused.status);
    await deps.live.publish({ group: 'tour', id, action: 'updated' });
    return c.json({ booking: decided.booking });
  });

  app.post('/', async (c) => {
    const parsed = await validateBody(c, tourSchema);
    if (!parsed.ok) return parsed.response;
    const invalid = tourInputErrors(parsed.data);
    if (invalid) return fieldErrors(c, invalid);
    const now = new Date().toISOString();
    const tour: Tour = { ...parsed.data, country: parsed.data.country.toUpperCase(), id: randomUUID(), booked: 0, rating: 0, createdAt: now, updatedAt: now };
    await db.insert(tours).values(tourRow(tour));
    await deps.live.publish({ group: 'tour', id: tour.id, action: 'created' });
    return c.json({ tour }, 201);
  });

  const patch = async (c: Context<AppEnv>) => {
    const id = c.req.param('id')!;
    const [existing] = await present(db, [id]);
    if (!existing) return notFound(c, NOT_FOUND(id));
    const body = await readUpdateBody(c);
    const expected = expectedVersion(c, body);
    if (!expected.ok) return expected.response;
    if (expected.at && expected.at.getTime() !== Date.parse(existing.updatedAt)) return staleRecord(c, existing);
    const parsed = validate(c, tourSchema.partial(), body);
    if (!parsed.ok) return parsed.response;
    const input = parsed.data as Partial<Tour>;
    const invalid = tourInputErrors(parsed.data, existing);
    if (invalid) return fieldErrors(c, invalid);
    const next: Tour = { ...existing, ...input, updatedAt: nextVersion(existing.updatedAt).toISOString() };
    // `booked` stays the stored one; a new capacity is written only while it holds the seats booked
    // now (an approval may have landed since the read).
    const { id: _id, createdAt: _c, booked: _b, ...columns } = tourRow(next);
    const [row] = await db
      .update(tours)
      .set(columns)
      // With a version, the check and the write are one statement: a write in between is not lost.
      .where(
        and(
          eq(tours.id, id),
          ...(expected.at ? [eq(tours.updatedAt, expected.at)] : []),
          ...(input.capacity === undefined ? [] : [sql`${tours.booked} <= ${input.capacity}`]),
        ),
      )
      .returning();
    if (!row) {
      const [now] = await present(db, [id]);
      if (!now) return notFound(c, NOT_FOUND(id));
      if (expected.at && expected.at.getTime() !== Date.parse(now.updatedAt)) return staleRecord(c, now);
      return fieldErrors(c, { capacity: `${now.booked} seats are already booked: the capacity cannot be lower.` });
    }
    await deps.live.publish({ group: 'tour', id, action: 'updated' });
    return c.json({ tour: toTour(row) });
  };
  app.patch('/:id', patch);
  app.put('/:id', patch);

  app.delete('/:id', async (c) => {
    const id = c.req.param('id');
    const deleted = await db.delete(tours).where(eq(tours.id, id)).returning({ id: tours.id });
    await deps.live.publishEach('tour', deleted.map((d) => d.id), 'deleted');
    return deleted.length ? c.body(null, 204) : notFound(c, NOT_FOUND(id));
  });

  return app;
}

/**
 * Approves or rejects a waiting booking (the demo's decideBooking): 409 when it was decided
 * already, 404 when its tour is gone, 409 when its seats do not fit in what is left. The booking's
 * status and the tour's `booked` change together or not at all.
 */
export async function decideBooking(
  db: Db,
  existing: BookingRow,
  status: 'approved' | 'rejected',
): Promise<{ booking: TourBooking } | { refused: Refused }> {
  try {
    const booking = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(tourBookings)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(tourBookings.id, existing.id), eq(tourBookings.status, 'pending')))
        .returning();
      if (!row) throw new Refused(409, 'This booking has already been handled.');
      if (status === 'approved') {
        const [taken] = await tx
          .update(tours)
          .set({ booked: sql`${tours.booked} + ${row.seats}`, updatedAt: new Date() })
          .where(and(eq(tours.id, row.tourId), gte(sql`${tours.capacity} - ${tours.booked}`, row.seats)))
          .returning({ id: tours.id });
        if (!taken) {
          const [tour] = await tx.select({ capacity: tours.capacity, booked: tours.booked }).from(tours).where(eq(tours.id, row.tourId)).limit(1);
          if (!tour) throw new Refused(404, 'The tour of this booking no longer exists.');
          const left = tour.capacity - tour.booked;
          throw new Refused(
            409,
            left === 0
              ? `This tour is full: all ${tour.capacity} seats are taken.`
              : `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left on this tour; this booking asks for ${row.seats}.`,
          );
        }
      }
      return toBooking(row);
    });
    return { booking };
  } catch (error) {
    if (error instanceof Refused) return { refused: error };
    throw error;
  }
}
