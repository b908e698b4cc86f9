// The dashboard overview's figures (docs/api/overview.md, GET /api/overview/app) computed by
// PostgreSQL from the server's own tables, as the demo computes them from the same records
// (src/demo-api/handlers/overview.ts): revenue is what completed orders and paid invoices earned (an
// invoice on its issue day, UTC), orders are all orders placed, subscribers each product's distinct
// buyers (lower-cased billing email) in completed orders, summed over the products, enquiries the
// mails labelled `enquiries` (each once, not once a copy). Every window is one `sum`/`count ...
// filter (where ...)` of a single aggregate query per table; the windows and months are cut by
// src/lib/overview-range.ts, the change figures rounded by its `change`. Also the five overview
// pages (/api/overview/<page>/<widget>):
// booking (with its decision on a booking, the tour group's rule) and ecommerce by SQL aggregates
// below; analytics, banking and file by the demo's own computation (src/lib/overview-pages) over
// the records read in ./overview-sources.ts.
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { OverviewFigure, OverviewResponse } from '@/lib/api-contract/overview';
import type {
  BookingsResponse,
  FiguresResponse,
  ForecastResponse,
  LatestOrdersResponse,
  SeriesResponse,
  ShareResponse,
  TourCapacityResponse,
} from '@/lib/api-contract/overview-pages';
import type { OrderStatus } from '@/lib/api-contract/order';
import { bookingDecisionSchema } from '@/lib/api-contract/tour-input';
import { categories, tiers } from '@/lib/catalog/catalog-terms';
import { analytics } from '@/lib/overview-pages/analytics';
import { banking } from '@/lib/overview-pages/banking';
import { file } from '@/lib/overview-pages/file';
import { widgetContext, widgetQuery, type SourcedWidget, type WidgetContext } from '@/lib/overview-pages/widget';
import { change, DAY, linearForecast, monthBuckets, pageFigure, ratioPageFigure, type RangeWindow } from '@/lib/overview-range';
import { enquiriesFrom } from '../access/mail';
import type { AccountRow, AppEnv, ServerDeps } from '../context';
import { rowsOf, type Db } from '../db/client';
import { tourBookings, tours } from '../db/schema';
import { fieldErrors, notFound } from '../http/respond';
import { validate } from '../http/validate';
import { analyticsSource, bankingSource, fileSource } from './overview-sources';
import { decideBooking, toBooking } from './tours';

/** A window of time in ms: `(from, to]` as the figures count, `[from, to)` as the months do. */
interface Window {
  from: number;
  to: number;
  closed: 'right' | 'left';
}

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
const within = (column: SQL, w: Window) =>
  w.closed === 'right' ? sql`${column} > ${at(w.from)} and ${column} <= ${at(w.to)}` : sql`${column} >= ${at(w.from)} and ${column} < ${at(w.to)}`;

/** A line of one of the product's tiers (`productSku`: `<slug>:<tier>`), as the demo's statsOf counts them. */
const tierLine = sql`substring(l.sku from length(l.product_id) + 2) = any(array[${sql.join(
  tiers.map((t) => sql`${t}`),
  sql`, `,
)}]::text[])`;

/** One row of `aggregate` filtered by each window, as numbers (`c0`, `c1`…), plus `extra` columns. */
async function perWindow(db: Db, aggregate: (filter: SQL) => SQL, column: SQL, windows: Window[], from: SQL, extra: SQL[] = []): Promise<{ values: number[]; extra: unknown[] }> {
  const columns = [
    ...windows.map((w, i) => sql`${aggregate(sql`filter (where ${within(column, w)})`)} as ${sql.raw(`c${i}`)}`),
    ...extra.map((e, i) => sql`${e} as ${sql.raw(`x${i}`)}`),
  ];
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`select ${sql.join(columns, sql`, `)} ${from}`));
  return { values: windows.map((_, i) => Number(row?.[`c${i}`] ?? 0)), extra: extra.map((_, i) => row?.[`x${i}`] ?? null) };
}

async function overview(db: Db, asOf: number): Promise<OverviewResponse> {
  const rightClosed = (from: number, to: number): Window => ({ from, to, closed: 'right' });
  const weeks = Array.from({ length: 8 }, (_, w) => rightClosed(asOf - (8 - w) * 7 * DAY, asOf - (7 - w) * 7 * DAY));
  const periods = [rightClosed(asOf - 30 * DAY, asOf), rightClosed(asOf - 60 * DAY, asOf - 30 * DAY)];
  const months = monthBuckets(asOf);
  const monthWindows = months.map((m): Window => ({ from: m.from, to: m.to, closed: 'left' }));

  // Revenue: completed orders at their creation, paid invoices on their issue day (UTC midnight).
  const earnings = sql`from (
      select o.created_at as at, o.total_cents as cents from orders o where o.status = 'completed'
      union all
      select (i.issued_at::date)::timestamp at time zone 'UTC', i.total_cents from invoices i where i.status = 'paid'
    ) e`;
  const revenue = await perWindow(db, (f) => sql`coalesce(sum(e.cents) ${f}, 0)`, sql`e.at`, [...periods, ...weeks, ...monthWindows], earnings);
  const euros = revenue.values.map((cents) => cents / 100);
  const [revenueNow, revenueBefore] = euros as [number, number];
  const revenueWeeks = euros.slice(2, 10);
  const revenueMonths = euros.slice(10);

  // Orders placed (any status), and the oldest order and invoice (where the months start).
  const placed = await perWindow(db, (f) => sql`count(*) ${f}`, sql`o.created_at`, [...periods, ...weeks, ...monthWindows], sql`from orders o`, [
    sql`min(o.created_at)`,
    sql`(select min(i.issued_at::date)::timestamp at time zone 'UTC' from invoices i)`,
  ]);
  const [ordersNow, ordersBefore] = placed.values as [number, number];
  const firstTimes = placed.extra.filter((v) => v !== null).map((v) => new Date(v as string | Date).getTime());
  const first = firstTimes.length ? Math.min(...firstTimes) : Infinity;

  // Each enquiry once, however many admins' inboxes hold a copy (../access/mail.ts).
  const enquiries = await perWindow(db, (f) => sql`count(*) ${f}`, sql`m.created_at`, [...periods, ...weeks], enquiriesFrom);
  const [enqNow, enqBefore] = enquiries.values as [number, number];

  // Subscribers as of a moment: distinct (product, buyer) pairs of the completed orders placed by then.
  const subscriberEnds = [asOf - 30 * DAY, ...weeks.map((w) => w.to)];
  const pair = sql`(l.product_id, lower(o.billing_email))`;
  const subscriberRows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select count(distinct ${pair}) as total, ${sql.join(
      subscriberEnds.map((end, i) => sql`count(distinct ${pair}) filter (where o.created_at <= ${at(end)}) as ${sql.raw(`s${i}`)}`),
      sql`, `,
    )}
      from order_lines l join orders o on o.id = l.order_id join products p on p.id = l.product_id
      where o.status = 'completed' and ${tierLine}`),
  );
  const subscriberRow = subscriberRows[0] ?? {};
  const subscribers = Number(subscriberRow.total ?? 0);
  const subscribersBefore = Number(subscriberRow.s0 ?? 0);
  const subscriberTrend = weeks.map((_, i) => Number(subscriberRow[`s${i + 1}`] ?? 0));

  const figures: OverviewFigure[] = [
    { id: 'revenue', value: Math.round(revenueNow), change: change(revenueNow, revenueBefore), trend: revenueWeeks.map(Math.round) },
    { id: 'orders', value: ordersNow, change: change(ordersNow, ordersBefore), trend: placed.values.slice(2, 10) },
    { id: 'subscribers', value: subscribers, change: change(subscribers, subscribersBefore), trend: subscriberTrend },
    { id: 'enquiries', value: enqNow, change: change(enqNow, enqBefore), trend: enquiries.values.slice(2, 10) },
  ];

  // The months the records cover (from the oldest order or invoice), the current one always.
  const revenueByMonth = months.flatMap((m, i) =>
    i === months.length - 1 || m.to > first ? [{ month: m.key, revenue: Math.round(revenueMonths[i]!), orders: placed.values[10 + i]! }] : [],
  );

  // Each category's subscribers (0 for a category nobody bought), most first; ties in the order the
  // categories first appear among the products, as the demo's stable sort keeps them.
  const byCategory = rowsOf<{ category: string; subscribers: string | number }>(
    await db.execute(sql`
      select p.category, count(distinct (l.product_id, lower(o.billing_email))) filter (where o.id is not null) as subscribers
      from products p
      left join (order_lines l join orders o on o.id = l.order_id and o.status = 'completed') on l.product_id = p.id and ${tierLine}
      group by p.category
      order by 2 desc, min(p.seq) asc`),
  );
  const subscribersByCategory = byCategory.map((r) => ({
    category: categories[r.category as keyof typeof categories] ? r.category : 'other',
    subscribers: Number(r.subscribers),
  }));

  const recent = rowsOf<{ id: string; number: string; customer: string; company: string | null; cents: string | number; status: string; created_at: string | Date }>(
    await db.execute(sql`
      select o.id, o.number, o.billing_name as customer, o.data->'billing'->>'company' as company, o.total_cents as cents, o.status, o.created_at
      from orders o order by o.created_at desc, o.seq asc limit 6`),
  );
  const recentOrders = recent.map((o) => ({
    id: o.id,
    number: o.number,
    customer: o.customer,
    company: o.company ?? '',
    total: Number(o.cents) / 100,
    status: o.status as OrderStatus,
    createdAt: new Date(o.created_at).toISOString(),
  }));

  return { asOf: new Date(asOf).toISOString(), figures, revenueByMonth, subscribersByCategory, recentOrders };
}

/** A page's widget: the demo's context (range, now, window, q, page), and who asks. */
type Widget = (db: Db, ctx: WidgetContext, account: AccountRow) => Promise<object>;

/** A page computed by the demo's own widgets (src/lib/overview-pages) over the records `source` reads. */
function sourced<S>(widgets: Record<string, SourcedWidget<S>>, source: (db: Db, account: AccountRow) => S): Record<string, Widget> {
  return Object.fromEntries(Object.entries(widgets).map(([name, widget]) => [name, (db: Db, ctx: WidgetContext, account: AccountRow) => widget(ctx, source(db, account))]));
}

/** Sums of `value` over the range and the same length before it, and one per bucket: `[from, to)` each. */
async function rangeSums(db: Db, value: SQL, column: SQL, w: RangeWindow, from: SQL): Promise<{ now: number; before: number; buckets: number[] }> {
  const windows: Window[] = [
    { from: w.from, to: w.to, closed: 'left' },
    { from: w.previousFrom, to: w.from, closed: 'left' },
    ...w.buckets.map((b): Window => ({ from: b.from, to: b.to, closed: 'left' })),
  ];
  const { values } = await perWindow(db, (f) => sql`coalesce(sum(${value}) ${f}, 0)`, column, windows, from);
  return { now: values[0]!, before: values[1]!, buckets: values.slice(2) };
}

/**
 * The booking overview (src/demo-api/overview/booking.ts): bookings taken, seats approved, seats
 * checked in (an approved booking's seats at its tour's start, 09:00 UTC, once begun) and
 * cancellations or rejections, per range; seats per status per bucket; the next published tours;
 * the range's bookings, waiting first.
 */
const bookingPage: Record<string, Widget> = {
  async figures(db, { range, now, window: w }): Promise<FiguresResponse> {
    const b = sql`from tour_bookings b`;
    const [bookings, seats, checkIns, cancellations] = await Promise.all([
      rangeSums(db, sql`1`, sql`b.created_at`, w, b),
      rangeSums(db, sql`b.seats`, sql`b.created_at`, w, sql`${b} where b.status = 'approved'`),
      rangeSums(db, sql`b.seats`, sql`s.start`, w, sql`${b} join lateral (select (t.start_date || 'T09:00:00Z')::timestamptz as start from tours t where t.id = b.tour_id) s on true
        where b.status = 'approved' and s.start <= ${at(now)}`),
      rangeSums(db, sql`1`, sql`b.created_at`, w, sql`${b} where b.status in ('cancelled', 'rejected')`),
    ]);
    return {
      range,
      from: new Date(w.from).toISOString(),
      to: new Date(w.to).toISOString(),
      figures: [
        pageFigure('bookings', 'count', bookings.now, bookings.before),
        pageFigure('seats', 'count', seats.now, seats.before),
        pageFigure('checkIns', 'count', checkIns.now, checkIns.before),
        { ...pageFigure('cancellations', 'count', cancellations.now, cancellations.before), lowerIsBetter: true },
      ],
    };
  },
  async trend(db, { window: w }): Promise<SeriesResponse> {
    const seats = async (status: string) => (await rangeSums(db, sql`b.seats`, sql`b.created_at`, w, sql`from tour_bookings b where b.status = ${status}`)).buckets;
    const [approved, pending, cancelled] = await Promise.all([seats('approved'), seats('pending'), seats('cancelled')]);
    return { unit: w.unit, keys: w.buckets.map((b) => b.key), valueUnit: 'count', series: { approved, pending, cancelled } };
  },
  // Upcoming: published and not begun (docs/product-rules.md#one-story), soonest first.
  async tours(db, { now }): Promise<TourCapacityResponse> {
    const today = new Date(now).toISOString().slice(0, 10);
    const rows = await db
      .select({ id: tours.id, name: tours.name, city: tours.city, startDate: tours.startDate, booked: tours.booked, capacity: tours.capacity })
      .from(tours)
      .where(and(eq(tours.status, 'published'), gte(sql`${tours.startDate} collate "C"`, today)))
      .orderBy(sql`${tours.startDate} collate "C"`, asc(tours.seq))
      .limit(8);
    return { tours: rows };
  },
  async bookings(db, { window: w }): Promise<BookingsResponse> {
    const rows = await db
      .select()
      .from(tourBookings)
      .where(and(gte(tourBookings.createdAt, new Date(w.from)), lt(tourBookings.createdAt, new Date(w.to))))
      .orderBy(sql`(${tourBookings.status} = 'pending') desc`, desc(tourBookings.createdAt), asc(tourBookings.seq))
      .limit(8);
    return { bookings: rows.map(toBooking) };
  },
};

/**
 * The e-commerce overview (src/demo-api/overview/ecommerce.ts), from the orders and their lines:
 * revenue of completed orders, orders placed, the average completed order, subscriptions (the
 * quantities of completed and pending orders); revenue and orders per bucket; sales per product and
 * revenue per billing country in the range (most first, ties in the order first met); the range's
 * six newest orders; the next three months' revenue on the last twelve months' straight line.
 */
const ecommercePage: Record<string, Widget> = {
  async figures(db, { range, window: w }): Promise<FiguresResponse> {
    const [revenue, placed, done, subscriptions] = await Promise.all([
      rangeSums(db, sql`o.total_cents`, sql`o.created_at`, w, sql`from orders o where o.status = 'completed'`),
      rangeSums(db, sql`1`, sql`o.created_at`, w, sql`from orders o`),
      rangeSums(db, sql`1`, sql`o.created_at`, w, sql`from orders o where o.status = 'completed'`),
      rangeSums(db, sql`l.quantity`, sql`o.created_at`, w, sql`from order_lines l join orders o on o.id = l.order_id where o.status in ('completed', 'pending')`),
    ]);
    const euros = { now: revenue.now / 100, before: revenue.before / 100 };
    return {
      range,
      from: new Date(w.from).toISOString(),
      to: new Date(w.to).toISOString(),
      figures: [
        pageFigure('revenue', 'eur', euros.now, euros.before),
        pageFigure('orders', 'count', placed.now, placed.before),
        ratioPageFigure('averageOrder', 'eur', { num: euros.now, den: done.now }, { num: euros.before, den: done.before }),
        pageFigure('subscriptions', 'count', subscriptions.now, subscriptions.before),
      ],
    };
  },
  async sales(db, { window: w }): Promise<SeriesResponse> {
    const [revenue, orders] = await Promise.all([
      rangeSums(db, sql`o.total_cents`, sql`o.created_at`, w, sql`from orders o where o.status = 'completed'`),
      rangeSums(db, sql`1`, sql`o.created_at`, w, sql`from orders o`),
    ]);
    return {
      unit: w.unit,
      keys: w.buckets.map((b) => b.key),
      valueUnit: 'eur',
      series: { revenue: revenue.buckets.map((cents) => cents / 100), orders: orders.buckets },
    };
  },
  async products(db, { window: w }): Promise<ShareResponse> {
    const rows = rowsOf<{ id: string; label: string; cents: string | number; count: string | number }>(
      await db.execute(sql`
        select l.product_id as id,
          (array_agg(split_part(o.data->'items'->l.line->>'name', ' — ', 1) order by o.seq, l.line))[1] as label,
          sum(l.unit_price_cents::bigint * l.quantity) as cents, sum(l.quantity) as count
        from order_lines l join orders o on o.id = l.order_id
        where o.status in ('completed', 'pending') and ${within(sql`o.created_at`, { from: w.from, to: w.to, closed: 'left' })}
        group by l.product_id
        order by 3 desc, min(o.seq), min(l.line)`),
    );
    return { valueUnit: 'eur', items: rows.map((r) => ({ id: r.id, label: r.label, value: Number(r.cents) / 100, count: Number(r.count) })) };
  },
  async regions(db, { window: w }): Promise<ShareResponse> {
    const rows = rowsOf<{ id: string; cents: string | number; count: string | number }>(
      await db.execute(sql`
        select o.data->'billing'->>'country' as id, sum(o.total_cents) as cents, count(*) as count
        from orders o
        where o.status = 'completed' and ${within(sql`o.created_at`, { from: w.from, to: w.to, closed: 'left' })}
        group by 1
        order by 2 desc, min(o.seq)`),
    );
    return { valueUnit: 'eur', items: rows.map((r) => ({ id: r.id, label: r.id, value: Number(r.cents) / 100, count: Number(r.count) })) };
  },
  async latest(db, { window: w }): Promise<LatestOrdersResponse> {
    const rows = rowsOf<{ id: string; number: string; customer: string; country: string; cents: string | number; status: string; created_at: string | Date }>(
      await db.execute(sql`
        select o.id, o.number, o.billing_name as customer, o.data->'billing'->>'country' as country, o.total_cents as cents, o.status, o.created_at
        from orders o
        where ${within(sql`o.created_at`, { from: w.from, to: w.to, closed: 'left' })}
        order by o.created_at desc, o.seq asc limit 6`),
    );
    return {
      orders: rows.map((o) => ({
        id: o.id,
        number: o.number,
        customer: o.customer,
        country: o.country,
        total: Number(o.cents) / 100,
        status: o.status as OrderStatus,
        createdAt: new Date(o.created_at).toISOString(),
      })),
    };
  },
  async forecast(db, { now }): Promise<ForecastResponse> {
    const months = monthBuckets(now);
    const { values } = await perWindow(
      db,
      (f) => sql`coalesce(sum(o.total_cents) ${f}, 0)`,
      sql`o.created_at`,
      months.map((m): Window => ({ from: m.from, to: m.to, closed: 'left' })),
      sql`from orders o where o.status = 'completed'`,
    );
    const revenue = values.map((cents) => cents / 100);
    const next = monthBuckets(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth() + 3, 1), 3);
    const ahead = linearForecast(revenue, next.length);
    return {
      method: 'linear-trend-12-months',
      history: months.map((m, i) => ({ month: m.key, revenue: Math.round(revenue[i]!) })),
      forecast: next.map((m, i) => ({ month: m.key, revenue: ahead[i]! })),
    };
  },
};

/** The five overview pages; another page or widget is 404. */
const pages: Record<string, Record<string, Widget>> = {
  booking: bookingPage,
  ecommerce: ecommercePage,
  analytics: sourced(analytics, analyticsSource),
  banking: sourced(banking, bankingSource),
  file: sourced(file, fileSource),
};

export function overviewRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();
  app.get('/app', async (c) => c.json(await overview(db, Date.now())));

  // The booking overview's approve or reject: the same rule as /api/tour/:id/bookings/:bookingId.
  app.patch('/booking/bookings/:id', async (c) => {
    const [existing] = await db.select().from(tourBookings).where(eq(tourBookings.id, c.req.param('id'))).limit(1);
    if (!existing) return notFound(c);
    const parsed = validate(c, bookingDecisionSchema, await c.req.json().catch(() => ({})));
    if (!parsed.ok) return parsed.response;
    const decided = await decideBooking(db, existing, parsed.data.status);
    if ('refused' in decided) return c.json({ message: decided.refused.message }, decided.refused.status);
    await deps.live.publish({ group: 'tour', id: existing.tourId, action: 'updated' });
    return c.json({ booking: decided.booking });
  });

  // A page's widget: 404 for an unknown one, 400 for an unknown range (the demo's widgetQuery).
  app.get('/:page/:widget', async (c) => {
    const page = Object.hasOwn(pages, c.req.param('page')) ? pages[c.req.param('page')] : undefined;
    const widget = page && Object.hasOwn(page, c.req.param('widget')) ? page[c.req.param('widget')] : undefined;
    if (!widget) return notFound(c);
    const query = widgetQuery(new URL(c.req.url).searchParams);
    if (!query.ok) return fieldErrors(c, query.fieldErrors);
    return c.json(await widget(db, widgetContext(query.range, Date.now(), query.q, query.page, query.pageSize), c.get('account')));
  });
  return app;
}
