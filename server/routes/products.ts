// The product group (docs/api/product.md) on PostgreSQL. subscribers, revenue, rating and
// reviewCount are computed by the database from the orders and reviews on every answer, so sorting
// by them sorts by the computed values. The payload's rules are the demo API's
// (src/lib/api-contract/product-input.ts); as there, every signed-in account may manage products.
import {
  and,
  eq,
  inArray,
  sql,
  type InferSelectModel,
  type SQL,
} from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { normalize } from '@/lib/api-contract/list-query';
import { nextVersion } from '@/lib/api-contract/edit-conflict';
import { idsSchema } from '@/lib/api-contract/ids-input';
import {
  productStatuses,
  type Product,
  type ProductListItem,
  type ProductReview,
} from '@/lib/api-contract/product';
import { productInput } from '@/lib/api-contract/product-input';
import type { AppEnv, ServerDeps } from '../context';
import { rowsOf, type Db } from '../db/client';
import { productReviews, products } from '../db/schema';
import { likeWord, runList, type SqlListSpec } from '../http/list';
import { conflict, expectedVersion, notFound, readJson, staleRecord } from '../http/respond';
import { validate, validateBody } from '../http/validate';
import { writeAndPublish } from '../live/in-statement';

type ProductRow = InferSelectModel<typeof products>;

type ProductInput = z.infer<typeof productInput>;

/** What `q` matches (the demo's `search`): slug, name, English and French taglines, category, tags. */
export const productSearchText = (
  p: Pick<ProductInput, 'id' | 'name' | 'tagline' | 'category' | 'tags'>,
) => normalize([p.id, p.name, p.tagline.en, p.tagline.fr, p.category, ...p.tags].join(' '));

// The computed figures (docs/api/product.md#computed-figures), as correlated subqueries on the
// indexed order_lines(product_id) and product_reviews(product_id). Written with qualified names:
// Drizzle leaves columns unqualified in a one-table select, which would bind them to the inner tables.
const completedLines = sql.raw(
  `from order_lines l join orders o on o.id = l.order_id where l.product_id = "products"."id" and o.status = 'completed'`,
);
const reviewsOf = sql.raw(`from product_reviews r where r.product_id = "products"."id"`);
const stats = {
  subscribers: sql<number>`(select count(distinct lower(o.billing_email)) ${completedLines})`,
  revenueCents: sql<number>`(select coalesce(sum(l.unit_price_cents::bigint * l.quantity), 0) ${completedLines})`,
  rating: sql<number>`(select coalesce(round(avg(r.rating)::numeric, 1), 0) ${reviewsOf})`,
  reviewCount: sql<number>`(select count(*) ${reviewsOf})`,
};

type Computed = {
  subscribers: unknown;
  revenueCents: unknown;
  rating: unknown;
  reviewCount: unknown;
};
type DetailColumn = 'description' | 'coverage' | 'schema';

function toListItem(
  row: Omit<ProductRow, DetailColumn | 'searchText'> & Computed,
): ProductListItem {
  return {
    id: row.id,
    name: row.name,
    category: row.category as Product['category'],
    updateFrequency: row.updateFrequency as Product['updateFrequency'],
    formats: row.formats as Product['formats'],
    historyFrom: row.historyFrom,
    tagline: row.tagline,
    prices: { starter: row.priceStarter, team: row.priceTeam, enterprise: row.priceEnterprise },
    status: row.status as Product['status'],
    cover: row.cover,
    images: row.images,
    tags: row.tags,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    subscribers: Number(row.subscribers),
    revenue: Number(row.revenueCents) / 100,
    rating: Number(row.rating),
    reviewCount: Number(row.reviewCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toProduct = (row: ProductRow & Computed): Product => ({
  ...toListItem(row),
  description: row.description,
  coverage: row.coverage,
  schema: row.schema,
});

const toColumns = (input: Partial<ProductInput>) => {
  const { prices, id: _id, ...rest } = input;
  return {
    ...rest,
    ...(prices
      ? { priceStarter: prices.starter, priceTeam: prices.team, priceEnterprise: prices.enterprise }
      : {}),
  };
};

const intValue = (v: string): SQL | undefined => {
  const n = Number(v);
  return Number.isFinite(n) ? sql`${n}` : undefined;
};
const listSpec: SqlListSpec = {
  search: products.searchText,
  seq: products.seq,
  sorters: {
    name: sql`lower(${products.name}) collate "C"`,
    price: products.priceStarter,
    subscribers: stats.subscribers,
    revenue: stats.revenueCents,
    rating: stats.rating,
    createdAt: products.createdAt,
    updatedAt: products.updatedAt,
  },
  defaultSort: { sort: 'name', order: 'asc' },
  filters: {
    status: (v) => eq(products.status, v),
    category: (v) => eq(products.category, v),
    updateFrequency: (v) => eq(products.updateFrequency, v),
    format: (v) => sql`${v} = any(${products.formats})`,
    priceMin: (v) => {
      const n = intValue(v);
      return n ? sql`${products.priceStarter} >= ${n}` : undefined;
    },
    priceMax: (v) => {
      const n = intValue(v);
      return n ? sql`${products.priceStarter} <= ${n}` : undefined;
    },
  },
  facet: { param: 'status', column: products.status, keys: productStatuses, filterIsColumn: true },
};

/** `column` as `Date#toISOString` writes it (UTC, milliseconds). */
const isoText = (column: SQL | PgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// A product as JSON made by PostgreSQL, the fields and numbers as `toListItem` and `toProduct` write
// them: the server sends it as it comes, with no parsing of the row's JSON columns, mapping or
// serialising per request (docs/server.md#where-a-requests-time-goes). server/routes/products.test.ts
// checks it against `toProduct` for every seeded product. Kept on one line each: PostgreSQL's log (the
// load bench's EXPLAIN) keeps a statement to a line.
const listItemFields = [
  sql`'id', ${products.id}, 'name', ${products.name}, 'category', ${products.category}`,
  sql`'updateFrequency', ${products.updateFrequency}, 'formats', ${products.formats}`,
  sql`'historyFrom', ${products.historyFrom}, 'tagline', ${products.tagline}`,
  sql`'prices', json_build_object('starter', ${products.priceStarter}, 'team', ${products.priceTeam}, 'enterprise', ${products.priceEnterprise})`,
  sql`'status', ${products.status}, 'cover', ${products.cover}, 'images', ${products.images}, 'tags', ${products.tags}`,
  sql`'seoTitle', ${products.seoTitle}, 'seoDescription', ${products.seoDescription}`,
  sql`'subscribers', ${stats.subscribers}, 'revenue', (${stats.revenueCents})::float8 / 100`,
  sql`'rating', (${stats.rating})::float8, 'reviewCount', ${stats.reviewCount}`,
  sql`'createdAt', ${isoText(products.createdAt)}, 'updatedAt', ${isoText(products.updatedAt)}`,
];
const productObject = (fields: SQL[]) => sql`json_build_object(${sql.join(fields, sql`, `)})`;
/** A details answer (`{ product }`): the list item's fields and the long copy. */
const detailsJson = sql`json_build_object('product', ${productObject([
  ...listItemFields,
  sql`'description', ${products.description}, 'coverage', ${products.coverage}, 'schema', ${products.schema}`,
])})::text`;

/** The list items of `ids` as a JSON array, in that order (a missing id is skipped). */
async function listItemsJson(db: Db, ids: string[]): Promise<string> {
  if (!ids.length) return '[]';
  const wanted = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  const [row] = rowsOf<{ json: string }>(
    await db.execute(
      sql`with wanted(ids) as (select ${wanted}) select coalesce(json_agg(${productObject(listItemFields)} order by array_position(wanted.ids, ${products.id})), '[]')::text as json from ${products}, wanted where ${products.id} = any(wanted.ids)`,
    ),
  );
  return row!.json;
}

/** An answer that is JSON text already (`detailsJson`), sent as it comes. */
const jsonText = (c: Context<AppEnv>, json: string, status: 200 | 201 = 200) =>
  c.body(json, status, { 'Content-Type': 'application/json' });

/**
 * A write's answer in the same statement: the stored row with its figures, as JSON text (RETURNING),
 * named for the statement around it (`writeAndPublish`).
 */
const answerJson = { json: sql<string>`${detailsJson}`.as('json') };
/** An update's payload: every field optional (made once, not per request). */
const productPatch = productInput.partial();

const NOT_FOUND = (id: string) => `No product with id “${id}”.`;
const SLUG_TAKEN = 'Another product already uses this slug.';

/**
 * One product with its figures, mapped by `toProduct` (the statement built once): what a write and a
 * 409 answer.
 */
export function productReader(db: Db) {
  const oneProduct = db
    .select({ row: products, ...stats })
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('product_details');
  return async (id: string): Promise<Product | undefined> => {
    const [r] = await oneProduct.execute({ id });
    return r && toProduct({ ...r.row, ...r });
  };
}

export function productRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();
  // What an update reads first: the fields of the search text and the version, without the figures.
  const rowForUpdate = db
    .select({
      name: products.name,
      tagline: products.tagline,
      category: products.category,
      tags: products.tags,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('product_for_update');
  const detailsText = db
    .select({ json: sql<string>`${detailsJson}` })
    .from(products)
    .where(eq(products.id, sql.placeholder('id')))
    .prepare('product_details_json');
  const presentOne = productReader(db);

  app.get('/list', async (c) => {
    const { ids, ...rest } = await runList(db, new URL(c.req.url), listSpec, products);
    // `{ items, total, page, pageSize, counts }`, the items as the database wrote them.
    return jsonText(c, `{"items":${await listItemsJson(db, ids)},${JSON.stringify(rest).slice(1)}`);
  });

  app.get('/details', async (c) => {
    const id = c.req.query('id') ?? '';
    const [row] = await detailsText.execute({ id });
    return row ? jsonText(c, row.json) : notFound(c, NOT_FOUND(id));
  });

  app.get('/search', async (c) => {
    const words = normalize((c.req.query('q') ?? '').trim())
      .split(/\s+/)
      .filter(Boolean);
    if (!words.length) return c.json({ results: [] });
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(and(...words.map((w) => sql`${products.searchText} like ${likeWord(w)}`)))
      .orderBy(products.seq)
      .limit(10);
    const results = await listItemsJson(
      db,
      rows.map((r) => r.id),
    );
    return jsonText(c, `{"results":${results}}`);
  });

  app.get('/reviews', async (c) => {
    const id = c.req.query('id') ?? '';
    const [exists] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, id))
      .limit(1);
    if (!exists) return notFound(c, NOT_FOUND(id));
    const rows = await db
      .select()
      .from(productReviews)
      .where(eq(productReviews.productId, id))
      .orderBy(sql`${productReviews.createdAt} desc`);
    const reviews: ProductReview[] = rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
    }));
    const distribution: [number, number, number, number, number] = [0, 0, 0, 0, 0];
    for (const review of reviews) distribution[review.rating - 1]! += 1;
    const sum = reviews.reduce((total, review) => total + review.rating, 0);
    const average = reviews.length ? Math.round((sum / reviews.length) * 10) / 10 : 0;
    return c.json({ reviews, summary: { average, count: reviews.length, distribution } });
  });

  app.get('/slug-check', async (c) => {
    const slug = (c.req.query('slug') ?? '').trim();
    if (!slug) return c.json({ available: false });
    const [taken] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, slug))
      .limit(1);
    return c.json({ available: !taken });
  });

  app.post('/bulk-delete', async (c) => {
    const parsed = await validateBody(c, idsSchema);
    if (!parsed.ok) return parsed.response;
    const deleted = await db
      .delete(products)
      .where(inArray(products.id, parsed.data.ids))
      .returning({ id: products.id });
    await deps.live.publishEach(
      'product',
      deleted.map((d) => d.id),
      'deleted',
    );
    return c.json({ deleted: deleted.length });
  });

  app.post('/', async (c) => {
    const parsed = await validateBody(c, productInput);
    if (!parsed.ok) return parsed.response;
    const input = parsed.data;
    const now = new Date();
    const inserted = await writeAndPublish<{ json: string }>(
      db,
      deps.live,
      db
        .insert(products)
        .values({
          id: input.id,
          ...toColumns(input),
          searchText: productSearchText(input),
          createdAt: now,
          updatedAt: now,
        } as typeof products.$inferInsert)
        .onConflictDoNothing()
        .returning(answerJson),
      { group: 'product', id: input.id, action: 'created' },
    );
    if (!inserted[0]) return conflict(c, SLUG_TAKEN, { id: SLUG_TAKEN });
    return jsonText(c, inserted[0].json, 201);
  });

  const patch = async (c: Context<AppEnv>) => {
    const id = c.req.param('id')!;
    const [existing] = await rowForUpdate.execute({ id });
    if (!existing) return notFound(c, NOT_FOUND(id));
    const body = (await readJson(c)) ?? {};
    const expected = expectedVersion(c, body);
    if (!expected.ok) return expected.response;
    const stale = async () => {
      const current = await presentOne(id);
      return current ? staleRecord(c, current) : notFound(c, NOT_FOUND(id));
    };
    if (expected.at && expected.at.getTime() !== existing.updatedAt.getTime()) return stale();
    const parsed = validate(c, productPatch, body);
    if (!parsed.ok) return parsed.response;
    // The slug is the product's identity (docs/product-rules.md#catalogue): it never changes.
    const next = {
      ...existing,
      category: existing.category as Product['category'],
      ...parsed.data,
      id,
    };
    // With a version, the check and the write are one statement: a write in between is not lost.
    const updated = await writeAndPublish<{ json: string }>(
      db,
      deps.live,
      db
        .update(products)
        .set({
          ...toColumns(parsed.data),
          searchText: productSearchText(next),
          updatedAt: nextVersion(existing.updatedAt),
        })
        .where(
          expected.at
            ? and(eq(products.id, id), eq(products.updatedAt, expected.at))
            : eq(products.id, id),
        )
        .returning(answerJson),
      { group: 'product', id, action: 'updated' },
    );
    if (!updated[0]) return stale();
    return jsonText(c, updated[0].json);
  };
  app.patch('/:id', patch);
  app.put('/:id', patch);

  app.delete('/:id', async (c) => {
    const id = c.req.param('id');
    const deleted = await db
      .delete(products)
      .where(eq(products.id, id))
      .returning({ id: products.id });
    await deps.live.publishEach(
      'product',
      deleted.map((d) => d.id),
      'deleted',
    );
    return deleted.length ? c.body(null, 204) : notFound(c, NOT_FOUND(id));
  });

  return app;
}
