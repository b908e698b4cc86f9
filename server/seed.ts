// The demo API's deterministic seed, loaded into the database (docs/api/demo-seed.md): the same
// committed JSON read by the demo's own seed functions (src/demo-api/seed/*), moved by whole days
// so the data is dated relative to today exactly as the demo dates it (currentSeed,
// src/demo-api/seed/dates.ts), and the demo account with the demo's credentials.
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNT } from '@/demo-api/accounts';
import { currentSeed } from '@/demo-api/seed/dates';
import { seedOrders } from '@/demo-api/seed/order';
import { seedProductReviews } from '@/demo-api/seed/product-reviews';
import { seedProducts } from '@/demo-api/seed/product';
import { seedUsers } from '@/demo-api/seed/user';
import { hashPassword } from './auth/passwords';
import type { Db } from './db/client';
import { accounts, orderLines, orders, productReviews, products, users } from './db/schema';
import { productSearchText } from './routes/products';
import { userSearchText } from './routes/users';

/** Whether the database has never been seeded (no account at all). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(accounts);
  return Number(row?.n ?? 0) === 0;
}

/**
 * Replaces the seeded groups (users, products, orders, reviews) with the seed, and creates or
 * resets the demo account. Other sign-in accounts are kept.
 */
export async function seedDatabase(db: Db, now = Date.now()): Promise<Record<string, number>> {
  const [seededUsers, seededProducts, seededOrders, seededReviews] = await Promise.all([
    seedUsers().then((r) => currentSeed(r, now)),
    seedProducts().then((r) => currentSeed(r, now)),
    seedOrders().then((r) => currentSeed(r, now)),
    seedProductReviews().then((r) => currentSeed(r, now)),
  ]);
  const [demo] = currentSeed([{ createdAt: '2026-01-05T09:00:00.000Z' }], now);
  const { hash, salt } = await hashPassword(DEMO_ACCOUNT.password);

  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate ${users}, ${products}, ${orderLines}, ${orders}, ${productReviews}`);
    await tx.insert(users).values(
      seededUsers.map((u) => ({ ...u, searchText: userSearchText(u), createdAt: new Date(u.createdAt), updatedAt: new Date(u.updatedAt) })),
    );
    await tx.insert(products).values(
      seededProducts.map((p) => ({
        id: p.id,
        name: p.name,
        category: p.category,
        updateFrequency: p.updateFrequency,
        formats: p.formats,
        historyFrom: p.historyFrom,
        tagline: p.tagline,
        description: p.description,
        coverage: p.coverage,
        schema: p.schema,
        priceStarter: p.prices.starter,
        priceTeam: p.prices.team,
        priceEnterprise: p.prices.enterprise,
        status: p.status,
        cover: p.cover ?? null,
        images: p.images ?? [],
        tags: p.tags ?? [],
        seoTitle: p.seoTitle ?? '',
        seoDescription: p.seoDescription ?? '',
        searchText: productSearchText({ ...p, tags: p.tags ?? [] }),
        createdAt: new Date(p.createdAt),
        updatedAt: new Date(p.updatedAt),
      })),
    );
    await tx.insert(orders).values(
      seededOrders.map((o) => ({ id: o.id, status: o.status, billingEmail: o.billing.email, data: o, createdAt: new Date(o.createdAt) })),
    );
    const lines = seededOrders.flatMap((o) =>
      o.items.map((item, line) => ({
        orderId: o.id,
        line,
        sku: item.sku,
        productId: item.sku.split(':')[0] ?? item.sku,
        unitPriceCents: Math.round(item.unitPrice * 100),
        quantity: item.quantity,
      })),
    );
    if (lines.length) await tx.insert(orderLines).values(lines);
    if (seededReviews.length) await tx.insert(productReviews).values(seededReviews.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })));
    await tx
      .insert(accounts)
      .values({
        id: 'acc-demo',
        email: DEMO_ACCOUNT.email,
        firstName: DEMO_ACCOUNT.firstName,
        lastName: DEMO_ACCOUNT.lastName,
        displayName: `${DEMO_ACCOUNT.firstName} ${DEMO_ACCOUNT.lastName}`,
        role: DEMO_ACCOUNT.role,
        emailVerified: true,
        passwordHash: hash,
        salt,
        createdAt: new Date(demo!.createdAt),
      })
      .onConflictDoUpdate({ target: accounts.id, set: { passwordHash: hash, salt, role: DEMO_ACCOUNT.role } });
  });
  return { users: seededUsers.length, products: seededProducts.length, orders: seededOrders.length, orderLines: seededOrders.reduce((n, o) => n + o.items.length, 0), reviews: seededReviews.length };
}
