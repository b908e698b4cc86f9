// The order group (docs/api/order.md) on PostgreSQL: the checkout (POST /api/order, open to guests;
// a valid bearer token links the account, an invalid one is a guest), and the dashboard's section:
// list (search, status filter and counts, date range, account, sort and paging in SQL), details with
// the timeline, a change of status (appended to the timeline with the signed-in account's name; the
// same status again changes nothing; a status outside the four is refused), delete, bulk delete.
// Validation is the demo API's own (src/lib/api-contract/order-input.ts); the figures come from the
// seed's orderTotals (src/lib/seed/order.ts), which the demo uses too. As in the demo, every
// signed-in account may manage orders.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql, type InferSelectModel } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { normalize } from '@/lib/api-contract/list-query';
import { orderTotals } from '@/lib/seed/order';
import { idsSchema } from '@/lib/api-contract/ids-input';
import { orderStatuses, type Order, type OrderEvent, type OrderStatus } from '@/lib/api-contract/order';
import { createOrderSchema, orderStatusSchema } from '@/lib/api-contract/order-input';
import { NOTIFIED_ROLES, orderNotification } from '@/lib/api-contract/notification-rules';
import { toCents } from '@/lib/money';
import { accountsInRoles, announceNotifications, notify, type Delivery } from '../access/notifications';
import type { AccountRow, AppEnv, ServerDeps } from '../context';
import type { Db } from '../db/client';
import { orderEvents, orderLines, orders } from '../db/schema';
import { runList, type SqlListSpec } from '../http/list';
import { isUniqueViolation, notFound, readUpdateBody } from '../http/respond';
import { validate, validateBody } from '../http/validate';

type OrderRow = InferSelectModel<typeof orders>;


const statusInput = orderStatusSchema.partial();
/** What `q` matches (the demo's `search`): number, billing name, email and company, item names. */
export const orderSearchText = (o: Pick<Order, 'number' | 'billing' | 'items'>) =>
  normalize([o.number, o.billing.name, o.billing.email, o.billing.company ?? '', ...o.items.map((i) => i.name)].join(' '));

/** The demo's `number` sort: the number's digits as a number. */
const numberValue = (number: string) => Number(number.replace(/\D/g, '')) || 0;

const day = sql`${orders.createdDay} collate "C"`;
const listSpec: SqlListSpec = {
  search: orders.searchText,
  seq: orders.seq,
  sorters: {
    createdAt: orders.createdAt,
    total: orders.totalCents,
    number: orders.numberValue,
    name: sql`lower(${orders.billingName}) collate "C"`,
    status: orders.status,
  },
  defaultSort: { sort: 'createdAt', order: 'desc' },
  filters: {
    status: (v) => eq(orders.status, v),
    startDate: (v) => sql`${day} >= ${v.slice(0, 10)}`,
    endDate: (v) => sql`${day} <= ${v.slice(0, 10)}`,
    accountId: (v) => eq(orders.accountId, v),
  },
  facet: { param: 'status', column: orders.status, keys: orderStatuses },
};

type OrderData = Omit<Order, 'status' | 'timeline'>;

function toOrder(row: OrderRow, timeline: OrderEvent[]): Order {
  return { ...(row.data as OrderData), status: row.status as OrderStatus, timeline };
}

/** The orders of `ids` in that order, each with its timeline (two queries). */
async function present(db: Db, ids: string[]): Promise<Order[]> {
  if (!ids.length) return [];
  const [rows, events] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, ids)),
    db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.seq)),
  ]);
  const byOrder = new Map<string, OrderEvent[]>();
  for (const e of events) {
    const list = byOrder.get(e.orderId) ?? [];
    list.push({ status: e.status as OrderStatus, at: e.at.toISOString(), by: e.by });
    byOrder.set(e.orderId, list);
  }
  const byId = new Map(rows.map((r) => [r.id, toOrder(r, byOrder.get(r.id) ?? [])]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** The rows of an order (the seed, the checkout): the order, its lines for the product figures, its timeline. */
export function orderRows(o: Order) {
  const { status, timeline, ...data } = o;
  const row = {
    id: o.id,
    number: o.number,
    numberValue: numberValue(o.number),
    status,
    billingEmail: o.billing.email,
    billingName: o.billing.name,
    totalCents: toCents(o.total),
    accountId: o.accountId,
    createdDay: o.createdAt.slice(0, 10),
    searchText: orderSearchText(o),
    data: JSON.parse(JSON.stringify(data)) as Record<string, unknown>,
    createdAt: new Date(o.createdAt),
  };
  const lines = o.items.map((item, line) => ({
    orderId: o.id,
    line,
    sku: item.sku,
    productId: item.sku.split(':')[0] ?? item.sku,
    unitPriceCents: toCents(item.unitPrice),
    quantity: item.quantity,
  }));
  const events = timeline.map((e) => ({ orderId: o.id, status: e.status, at: new Date(e.at), by: e.by }));
  return { row, lines, events };
}

const NOT_FOUND = (id: string) => `No order with id “${id}”.`;



export function orderRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();

  // The checkout, before the token check below: guests may order.
  app.post('/', async (c) => {
    // The authorization middleware sets the account of a valid token on this public call.
      const account = c.get('account') as AccountRow | undefined;
    const parsed = await validateBody(c, createOrderSchema);
    if (!parsed.ok) return parsed.response;
    const input = parsed.data;
    const createdAt = new Date().toISOString();
    const id = randomUUID();
    // The next number (#C-1025…) may be taken by a checkout racing this one: the unique index says so, try again.
    for (let attempt = 0; ; attempt += 1) {
      const [max] = await db.select({ n: sql<number | null>`max(${orders.numberValue})` }).from(orders);
      const order: Order = {
        id,
        number: `#C-${Math.max(1000, Number(max?.n ?? 0)) + 1}`,
        source: input.source,
        items: input.items,
        billing: { ...input.billing, country: input.billing.country.toUpperCase(), company: input.billing.company || undefined },
        billingPeriod: input.billingPeriod,
        payment: input.payment,
        delivery: input.delivery ?? { method: 'download', email: input.billing.email },
        status: 'pending',
        timeline: [{ status: 'pending', at: createdAt, by: input.billing.name }],
        ...orderTotals(input.items),
        currency: 'EUR',
        createdAt,
        accountId: account?.id ?? null,
      };
      const { row, lines, events } = orderRows(order);
      let told: Delivery[];
      try {
        told = await db.transaction(async (tx) => {
          await tx.insert(orders).values(row);
          await tx.insert(orderLines).values(lines);
          await tx.insert(orderEvents).values(events);
          // Each active admin and manager is told (NOTIFIED_ROLES), in their own list.
          return notify(tx, await accountsInRoles(tx, NOTIFIED_ROLES.order), orderNotification(order), new Date(createdAt));
        });
      } catch (error) {
        if (isUniqueViolation(error) && attempt < 4) continue;
        throw error;
      }
      await deps.live.publish({ group: 'order', id, action: 'created' });
      await announceNotifications(deps.live, told);
      return c.json({ order: JSON.parse(JSON.stringify(order)) as Order }, 201);
    }
  });


  app.get('/list', async (c) => {
    const { ids, ...rest } = await runList(db, new URL(c.req.url), listSpec, orders);
    return c.json({ items: await present(db, ids), ...rest });
  });

  app.get('/details', async (c) => {
    const id = c.req.query('id') ?? '';
    const [order] = await present(db, [id]);
    return order ? c.json({ order }) : notFound(c, NOT_FOUND(id));
  });

  app.post('/bulk-delete', async (c) => {
    const parsed = await validateBody(c, idsSchema);
    if (!parsed.ok) return parsed.response;
    const deleted = await db.delete(orders).where(inArray(orders.id, parsed.data.ids)).returning({ id: orders.id });
    await deps.live.publishEach('order', deleted.map((d) => d.id), 'deleted');
    return c.json({ deleted: deleted.length });
  });

  // A change of status: appended to the timeline with the time and the signed-in account's name.
  // The same status again changes nothing. The row's status is compared in the UPDATE itself, so
  // two people setting the same status at once add one event, not two.
  const patch = async (c: Context<AppEnv>) => {
    const id = c.req.param('id')!;
    const [exists] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).limit(1);
    if (!exists) return notFound(c, NOT_FOUND(id));
    const parsed = validate(c, statusInput, await readUpdateBody(c));
    if (!parsed.ok) return parsed.response;
    const status = parsed.data.status;
    if (status) {
      const changed = await db.transaction(async (tx) => {
        const rows = await tx
          .update(orders)
          .set({ status })
          .where(and(eq(orders.id, id), sql`${orders.status} <> ${status}`))
          .returning({ id: orders.id });
        if (rows.length) await tx.insert(orderEvents).values({ orderId: id, status, at: new Date(), by: c.get('account').displayName });
        return rows.length > 0;
      });
      if (changed) await deps.live.publish({ group: 'order', id, action: 'updated' });
    }
    const [order] = await present(db, [id]);
    return order ? c.json({ order }) : notFound(c, NOT_FOUND(id));
  };
  app.patch('/:id', patch);
  app.put('/:id', patch);

  app.delete('/:id', async (c) => {
    const id = c.req.param('id');
    const deleted = await db.delete(orders).where(eq(orders.id, id)).returning({ id: orders.id });
    await deps.live.publishEach('order', deleted.map((d) => d.id), 'deleted');
    return deleted.length ? c.body(null, 204) : notFound(c, NOT_FOUND(id));
  });

  return app;
}
