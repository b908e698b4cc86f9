// The order collection, shared by the order handlers and the overview figures.
// An order is stored in two parts (./seed/order.ts): `orderCore`, what the overviews and the
// product figures read (number, status, dates, timeline, items, total, the buyer's name, email,
// company and country), and the details (source, billing period and address, payment, delivery,
// subtotal and tax, currency, account), which only the order screens need; `orders` joins them.
// So a first load right after sign-in does not fetch the details (docs/performance.md#demo-api).
import type { Order } from '@/lib/api-contract/order';
import { defineCollection, type Collection } from './db';
import { joinOrder, seedOrderCore, seedOrderDetails, splitOrder, type OrderCore, type OrderDetail } from './seed/order';

// Orders stored before the timeline existed: a timeline of the placing (plus the current status,
// its author unknown).
/** The orders without their details: what the overviews read. */
export const orderCore = defineCollection<OrderCore>('orders', seedOrderCore, (o) => ({
  ...o,
  timeline: o.timeline ?? [
    { status: 'pending', at: o.createdAt, by: o.billing.name },
    ...(o.status === 'pending' ? [] : [{ status: o.status, at: o.createdAt, by: '' }]),
  ],
}));
const orderDetails = defineCollection<OrderDetail>('orderDetails', seedOrderDetails);

/** An order from its parts. Orders stored (whole) before delivery existed: download links to the billing email. */
function join(core: OrderCore, detail: OrderDetail | undefined): Order {
  const order = joinOrder(core, detail);
  return order.delivery ? order : { ...order, delivery: { method: 'download', email: order.billing.email } };
}

async function joinAll(): Promise<Order[]> {
  const [cores, details] = await Promise.all([orderCore.all(), orderDetails.all()]);
  const detailOf = new Map(details.map((d) => [d.id, d]));
  return cores.map((core) => join(core, detailOf.get(core.id)));
}

/** The whole orders: every read joins the two parts, every write splits them. */
export const orders: Collection<Order> = {
  name: 'orders',
  all: joinAll,
  async get(id) {
    const [core, detail] = await Promise.all([orderCore.get(id), orderDetails.get(id)]);
    return core && join(core, detail);
  },
  async find(predicate) {
    return (await joinAll()).find(predicate);
  },
  async put(record) {
    const [core, detail] = splitOrder(record);
    await Promise.all([orderCore.put(core), orderDetails.put(detail)]);
    return record;
  },
  async putMany(records) {
    const parts = records.map(splitOrder);
    await Promise.all([orderCore.putMany(parts.map(([core]) => core)), orderDetails.putMany(parts.map(([, d]) => d))]);
  },
  async delete(id) {
    const [existed] = await Promise.all([orderCore.delete(id), orderDetails.delete(id)]);
    return existed;
  },
  async deleteMany(ids) {
    const [count] = await Promise.all([orderCore.deleteMany(ids), orderDetails.deleteMany(ids)]);
    return count;
  },
  async replaceAll(records) {
    const parts = records.map(splitOrder);
    await Promise.all([
      orderCore.replaceAll(parts.map(([core]) => core)),
      orderDetails.replaceAll(parts.map(([, d]) => d)),
    ]);
  },
};
