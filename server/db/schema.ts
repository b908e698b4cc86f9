// The server's tables (docs/server.md#data). Drizzle describes them; `npm run server:migrations`
// (drizzle-kit generate) writes the SQL into server/migrations, which is committed and applied at
// start-up. Records keep the contract's field names in camelCase at the TypeScript side.
//
// `seq` is the insertion order: the demo API keeps records in the order they were stored and sorts
// stably, so ties in a list sort are broken by it (docs/api/crud-groups.md). `search_text` is the
// record's searchable text lower-cased and without accents, written by the server on every write,
// so `q` is a LIKE on one column with a trigram index.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Localized, SchemaField } from '@/lib/catalog/data-products';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const trigram = (name: string, column: string) =>
  index(name).using('gin', sql.raw(`"${column}" gin_trgm_ops`));

/** Sign-in accounts (docs/api/auth.md). */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role', { enum: ['admin', 'manager', 'user'] }).notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    avatarUrl: text('avatar_url'),
    /** scrypt, base64url; never logged nor answered. */
    passwordHash: text('password_hash').notNull(),
    salt: text('salt').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('accounts_email_lower').on(sql`lower(${t.email})`)],
);

/** Reset and verification codes (hashed), one live code per purpose and account. */
export const authCodes = pgTable(
  'auth_codes',
  {
    purpose: text('purpose', { enum: ['reset', 'verify'] }).notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.accountId] })],
);

/** Failed sign-ins, by key (`account:<email>` or `address:<ip>`), for the attempt limit. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_at').on(t.key, t.at)],
);

/** The managed users (docs/api/user.md). */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneCountry: text('phone_country').notNull(),
    phoneNumber: text('phone_number').notNull(),
    country: text('country').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    zipCode: text('zip_code').notNull(),
    company: text('company').notNull(),
    role: text('role').notNull(),
    status: text('status').notNull(),
    isVerified: boolean('is_verified').notNull(),
    avatarUrl: text('avatar_url'),
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email').on(t.email),
    index('users_created_at').on(t.createdAt, t.seq),
    index('users_name').on(sql`lower(${t.name}) collate "C"`, t.seq),
    index('users_status_role').on(t.status, t.role),
    trigram('users_search_trgm', 'search_text'),
  ],
);

/** The data products (docs/api/product.md); id = slug. Nested, never-filtered parts are jsonb. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    updateFrequency: text('update_frequency').notNull(),
    formats: text('formats').array().notNull(),
    historyFrom: integer('history_from').notNull(),
    tagline: jsonb('tagline').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    coverage: jsonb('coverage').$type<Localized>().notNull(),
    schema: jsonb('schema').$type<SchemaField[]>().notNull(),
    priceStarter: integer('price_starter').notNull(),
    priceTeam: integer('price_team').notNull(),
    priceEnterprise: integer('price_enterprise').notNull(),
    status: text('status').notNull(),
    cover: text('cover'),
    images: jsonb('images').$type<string[]>().notNull(),
    tags: text('tags').array().notNull(),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_status').on(t.status),
    index('products_category').on(t.category),
    index('products_price_starter').on(t.priceStarter),
    index('products_formats').using('gin', t.formats),
    trigram('products_search_trgm', 'search_text'),
  ],
);

/** Orders: the figures the product group computes read them (docs/api/product.md#computed-figures). */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    status: text('status').notNull(),
    billingEmail: text('billing_email').notNull(),
    /** The whole order as the contract shapes it (the order group answers it). */
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('orders_status').on(t.status)],
);

/** One line of an order; `product_id` is the slug of its SKU (`<slug>:<tier>`). */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    sku: text('sku').notNull(),
    productId: text('product_id').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.line] }), index('order_lines_product').on(t.productId, t.orderId)],
);

export const productReviews = pgTable(
  'product_reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id').notNull(),
    author: text('author').notNull(),
    company: text('company').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('product_reviews_product').on(t.productId, t.createdAt)],
);
