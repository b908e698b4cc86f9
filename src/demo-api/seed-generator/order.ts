// Seed orders: 24 purchases of data-product subscriptions and consulting plans, numbered #C-1001 on.
import type { Order, OrderDelivery, OrderEvent, OrderStatus } from '@/lib/api-contract/order';
import { countries } from '@/lib/catalog/countries';
import { orderTotals } from '@/lib/seed/order';
import { places } from '@/lib/seed/user';
import { companyName, earningAt, isoDaysAgo, seedList, seededFaker } from './faker';
import { productSkus } from '@/lib/seed/product-skus';

const STATUSES: OrderStatus[] = ['completed', 'completed', 'pending', 'completed', 'cancelled', 'refunded', 'pending'];
const completedBefore = (i: number) => Array.from({ length: i }, (_, j) => STATUSES[j % STATUSES.length]).filter((s) => s === 'completed').length;
const MARKETS = ['GB', 'FR', 'AE', 'DE', 'US', 'NL', 'ES', 'CA', 'JP', 'AU', 'SA', 'IE'];

/** Dashboard staff who move seeded orders on. */
const STAFF = ['Amira Haddad', 'Lucas Moreau', 'Grace Whitfield'];
const WAREHOUSES = ['snowflake', 'bigquery', 'databricks'] as const;

/**
 * A city of the buyer's country (faker's cities are American-sounding inventions). `drawn` is the
 * city faker drew, unused but still drawn so the values drawn after it stay the same.
 */
function cityIn(country: string, i: number, drawn: string): string {
  const list = places[country];
  return list ? list[i % list.length]![1] : drawn;
}

/** Placed by the buyer, then (unless still pending) completed and possibly refunded, or cancelled. */
function seedTimeline(status: OrderStatus, placedAt: string, buyer: string, i: number): OrderEvent[] {
  const later = (hours: number) => new Date(Date.parse(placedAt) + hours * 3_600_000).toISOString();
  const staff = STAFF[i % STAFF.length]!;
  const events: OrderEvent[] = [{ status: 'pending', at: placedAt, by: buyer }];
  if (status === 'completed' || status === 'refunded') events.push({ status: 'completed', at: later(2 + (i % 5)), by: staff });
  if (status === 'refunded') events.push({ status: 'refunded', at: later(72 + i), by: STAFF[(i + 1) % STAFF.length]! });
  if (status === 'cancelled') events.push({ status: 'cancelled', at: later(5 + (i % 7)), by: staff });
  return events;
}

function seedDelivery(i: number, email: string, company: string): OrderDelivery {
  if (i % 3 !== 1) return { method: 'download', email };
  const slug = company.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '');
  return { method: 'share', warehouse: WAREHOUSES[i % WAREHOUSES.length]!, account: `${slug}.analytics` };
}

export function seedOrders(): Order[] {
  const faker = seededFaker(4001);
  const skus = productSkus();
  const list: Order[] = seedList(24, (id, i) => {
    const items = faker.helpers.arrayElements(skus, { min: 1, max: 3 }).map((sku) => ({
      ...sku,
      quantity: faker.helpers.weightedArrayElement([
        { value: 1, weight: 8 },
        { value: 2, weight: 2 },
      ]),
    }));
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const company = companyName(faker);
    const country = countries.find((c) => c.code === MARKETS[i % MARKETS.length])!;
    const email = faker.internet.email({ firstName, lastName, provider: 'client.example' }).toLowerCase();
    const status = STATUSES[i % STATUSES.length]!;
    const order: Omit<Order, 'timeline'> = {
      id,
      number: `#C-${1001 + i}`,
      source: 'shop',
      items,
      billing: {
        name: `${firstName} ${lastName}`,
        email,
        company,
        address: faker.location.streetAddress(),
        city: cityIn(country.code, i, faker.location.city()),
        zip: faker.location.zipCode(),
        country: country.code,
      },
      billingPeriod: i % 3 === 0 ? 'yearly' : 'monthly',
      payment: { brand: faker.helpers.arrayElement(['Visa', 'Mastercard', 'Amex']), last4: faker.string.numeric(4) },
      status,
      delivery: seedDelivery(i, email, company),
      ...orderTotals(items),
      currency: 'EUR',
      // Drawn last, as it always was, so the seed's other values stay the same; a completed order
      // takes its turn among the seed's earnings, so revenue is spread over the months.
      // A pending order is one placed in the last week, as in a live shop: the newest orders are
      // days old on the day the demo is seeded (docs/api/overview.md#dates-in-the-demo-data).
      createdAt:
        status === 'completed'
          ? earningAt(2 * completedBefore(i) + 1, isoDaysAgo(faker, 360))
          : status === 'pending'
            ? isoDaysAgo(faker, 6, 0.2)
            : isoDaysAgo(faker, 360),
      accountId: null,
    };
    return { ...order, timeline: seedTimeline(status, order.createdAt, order.billing.name, i) };
  });
  // Numbers follow the order in which orders were placed.
  return list
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((order, i) => ({ ...order, number: `#C-${1001 + i}` }));
}
