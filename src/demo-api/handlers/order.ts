// Orders: POST /api/order is the checkout (guests allowed; a signed-in buyer's account is linked),
// the rest is the dashboard's order section (signed in).
import { HttpResponse, http } from 'msw';
import { NOTIFIED_ROLES, orderNotification } from '@/lib/api-contract/notification-rules';
import type { Order, OrderStatus } from '@/lib/api-contract/order';
import { randomHex } from '../crypto';
import { crudHandlers } from '../crud';
import { accountsInRoles, notify } from '../notification-store';
import { optionalAccount } from '../optional-account';
import { orders } from '../order-store';
import { API, latency } from '../respond';
import { orderTotals } from '@/lib/seed/order';
import { validateBody } from '../validate';

const STATUSES = ['pending', 'completed', 'cancelled', 'refunded'] as const satisfies readonly OrderStatus[];
// The payloads' schemas (zod) load with the first write (src/lib/api-contract/order-input.ts).
const inputs = () => import('@/lib/api-contract/order-input');


function nextNumber(existing: Order[]): string {
  const max = existing.reduce((m, o) => Math.max(m, Number(o.number.replace(/\D/g, '')) || 0), 1000);
  return `#C-${max + 1}`;
}

const createOrder = http.post(`${API}/order`, async ({ request }) => {
  await latency();
  const account = await optionalAccount(request);
  const parsed = await validateBody(request, (await inputs()).createOrderSchema);
  if (!parsed.ok) return parsed.response;
  const input = parsed.data;
  const createdAt = new Date().toISOString();
  const order: Order = {
    id: crypto.randomUUID?.() ?? `ord-${randomHex(8)}`,
    number: nextNumber(await orders.all()),
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
  await orders.put(order);
  // Each active admin and manager is told (NOTIFIED_ROLES), in their own list.
  await notify(await accountsInRoles(NOTIFIED_ROLES.order), orderNotification(order));
  return HttpResponse.json({ order }, { status: 201 });
});

export const handlers = crudHandlers({
  group: 'order',
  key: 'order',
  collection: orders,
  extra: [createOrder],
  list: {
    search: (o) => [o.number, o.billing.name, o.billing.email, o.billing.company ?? '', ...o.items.map((i) => i.name)].join(' '),
    filters: {
      status: (o, v) => o.status === v,
      startDate: (o, v) => o.createdAt.slice(0, 10) >= v.slice(0, 10),
      endDate: (o, v) => o.createdAt.slice(0, 10) <= v.slice(0, 10),
      accountId: (o, v) => o.accountId === v,
    },
    sorters: {
      createdAt: (o) => o.createdAt,
      total: (o) => o.total,
      number: (o) => Number(o.number.replace(/\D/g, '')),
      name: (o) => o.billing.name,
      status: (o) => o.status,
    },
    defaultSort: { sort: 'createdAt', order: 'desc' },
    facet: { param: 'status', value: (o) => o.status, keys: STATUSES },
  },
  loadSchema: async () => (await inputs()).orderStatusSchema,
  // Every change of status is added to the timeline, with the dashboard account that made it.
  update: (existing, input, { account }) =>
    input.status && input.status !== existing.status
      ? {
          ...existing,
          status: input.status,
          timeline: [...(existing.timeline ?? []), { status: input.status, at: new Date().toISOString(), by: account.displayName }],
        }
      : existing,
});
