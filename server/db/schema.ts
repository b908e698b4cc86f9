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
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { InvoiceParty } from '@/lib/api-contract/invoice';
import type { JobSalary } from '@/lib/api-contract/job';
import type { TourGuide } from '@/lib/api-contract/tour';
import type { KanbanAttachment, KanbanColumnKey, KanbanComment, KanbanPerson } from '@/lib/api-contract/kanban';
import type { AccountSettings } from '@/lib/api-contract/user';
import type { Localized, SchemaField } from '@/lib/catalog/catalog-terms';

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
    /**
     * Raised by a password change or reset, a role change, a deactivation and "sign out everywhere":
     * a token carries the version it was issued under (`ver`), and one below this is refused
     * (docs/security.md#sessions).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /** A deactivated account cannot sign in, and its tokens are refused. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('accounts_email_lower').on(sql`lower(${t.email})`)],
);

/**
 * Pending invitations (docs/security.md#joining): one per address; the link's token is kept hashed.
 * Accepting one creates the account and deletes the row; revoking deletes it.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'manager', 'user'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The last time the mail went out (a resend moves it and the expiry). */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('invitations_email_lower').on(sql`lower(${t.email})`), uniqueIndex('invitations_token_hash').on(t.tokenHash)],
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
    // (category, status): a category filter with the status facet's filter reads one bitmap, not two
    // (the status alone matches most rows; docs/server.md#load-bench).
    index('products_category_status').on(t.category, t.status),
    index('products_price_starter').on(t.priceStarter),
    index('products_formats').using('gin', t.formats),
    // The search's trigrams, with the category beside them (btree_gin, migration 0014): a search
    // within a category (the list's usual filter) reads one bitmap of exactly the rows that have both,
    // instead of ANDing the category's bitmap with the search's; a search alone uses the trigrams
    // alone, as a GIN index serves any of its columns (docs/server.md#load-bench).
    // Its pending list (recent edits, which a search scans whole) is merged past 64 kB instead of
    // 4 MB: after a burst of edits the searched list answered a fifth slower until the list was merged.
    index('products_category_search_trgm')
      .using('gin', t.category, sql.raw(`"search_text" gin_trgm_ops`))
      .with({ gin_pending_list_limit: 64 }),
  ],
);

/**
 * Orders (docs/api/order.md): what the list filters, sorts and searches on as columns, the rest of
 * the contract's record (items, billing, payment, delivery, figures) as jsonb `data`; the status is
 * the column and the timeline is `order_events`. The product group's figures read the completed
 * orders' lines (docs/api/product.md#computed-figures).
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    number: text('number').notNull(),
    /** The number's digits as a number (`#C-1024` → 1024), the `number` sort. */
    numberValue: bigint('number_value', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    billingEmail: text('billing_email').notNull(),
    billingName: text('billing_name').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    accountId: text('account_id'),
    /** `created_at`'s UTC day, `YYYY-MM-DD`, for the date filters (compared as text, as the demo does). */
    createdDay: text('created_day').notNull(),
    searchText: text('search_text').notNull(),
    /** The contract's record without `status` and `timeline`. */
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_number').on(t.number),
    index('orders_status').on(t.status),
    index('orders_created_at').on(t.createdAt, t.seq),
    index('orders_created_day').on(sql`${t.createdDay} collate "C"`),
    index('orders_number_value').on(t.numberValue, t.seq),
    index('orders_total').on(t.totalCents, t.seq),
    index('orders_billing_name').on(sql`lower(${t.billingName}) collate "C"`, t.seq),
    index('orders_account').on(t.accountId),
    trigram('orders_search_trgm', 'search_text'),
  ],
);

/** An order's timeline, oldest first: the placing, then each change of status and who made it. */
export const orderEvents = pgTable(
  'order_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    by: text('by').notNull(),
  },
  (t) => [index('order_events_order').on(t.orderId, t.seq)],
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

/** The header's notifications (docs/api/overview.md), per account. */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    /** Who hears it: each account has its own notifications (docs/security.md#private-data). */
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    link: text('link'),
    isUnread: boolean('is_unread').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_account_created_at').on(t.accountId, t.createdAt)],
);

/** Saved views of the lists (docs/api/views.md), per account and table; names unique case-insensitively. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    table: text('table_id').notNull(),
    name: text('name').notNull(),
    search: jsonb('search').$type<Record<string, unknown>>().notNull(),
    hiddenColumns: text('hidden_columns').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('saved_views_account_table_name').on(t.accountId, t.table, sql`lower(${t.name})`)],
);

/** Mail (docs/api/apps.md#mail): the flags and folder as columns (the label counts), the message as jsonb. */
export const mails = pgTable(
  'mails',
  {
    id: text('id').primaryKey(),
    /** Whose mailbox it is in: a message sent inside the workspace is one row per mailbox (docs/security.md#private-data). */
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    folder: text('folder').notNull(),
    isUnread: boolean('is_unread').notNull(),
    isStarred: boolean('is_starred').notNull(),
    isImportant: boolean('is_important').notNull(),
    labelIds: text('label_ids').array().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** Insertion order (the list's tie-break). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** Subject, message, sender and recipients, normalised (the list's `q`). */
    searchText: text('search_text').notNull().default(''),
    /** The attachments' content as sent (data URLs by attachment index); null for the seed's. */
    files: text('files').array(),
    createdAt: createdAt(),
  },
  (t) => [
    index('mails_account_folder').on(t.accountId, t.folder, t.createdAt),
    index('mails_account_created_at').on(t.accountId, t.createdAt, t.seq),
    trigram('mails_search_trgm', 'search_text'),
  ],
);

/**
 * The file manager (docs/api/files.md, crud-groups.md#file). `storageKey` names the uploaded bytes
 * in FILE_STORAGE_DIR (null: metadata only, as the seed's files). `trashedIn` is the id of the
 * trashed item whose tree it went with (null: not in the trash), so a restore puts the tree back.
 */
export const files = pgTable(
  'files',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    parentId: text('parent_id'),
    isFavorite: boolean('is_favorite').notNull().default(false),
    tags: text('tags').array().notNull(),
    sharedWith: jsonb('shared_with').$type<{ name: string; email: string; permission: 'view' | 'edit' }[]>().notNull(),
    /** Lower-cased emails of `sharedWith`, for the read check. */
    sharedEmails: text('shared_emails').array().notNull(),
    ownerName: text('owner_name'),
    ownerEmail: text('owner_email'),
    contentType: text('content_type'),
    storageKey: text('storage_key'),
    trashedIn: text('trashed_in'),
    trashedAt: timestamp('trashed_at', { withTimezone: true, mode: 'date' }),
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('files_parent').on(t.parentId),
    index('files_kind').on(t.kind),
    index('files_trashed_in').on(t.trashedIn),
    index('files_owner').on(sql`lower(${t.ownerEmail})`),
    index('files_shared').using('gin', t.sharedEmails),
    trigram('files_search_trgm', 'search_text'),
  ],
);

/** An upload in progress (docs/api/files.md#uploads): its bytes are appended to a temp file. */
export const fileUploads = pgTable('file_uploads', {
  id: text('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  type: text('type').notNull(),
  parentId: text('parent_id'),
  received: bigint('received', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

/** Chat (docs/api/apps.md#chat): the contacts of the seed. */
export const chatContacts = pgTable('chat_contacts', {
  id: text('id').primaryKey(),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
});

export const chatConversations = pgTable('chat_conversations', {
  id: text('id').primaryKey(),
  type: text('type', { enum: ['one-to-one', 'group'] }).notNull(),
  name: text('name'),
  participantIds: text('participant_ids').array().notNull(),
  /** Messages read by an account that has not opened it yet (the seed's read marker). */
  seedReadCount: integer('seed_read_count').notNull().default(0),
});

/** One message; `sender_id` is an account id or a contact id. The client chooses `id` (a retry is stored once). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    senderId: text('sender_id').notNull(),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<{ name: string; size: number; mimeType: string; dataUrl: string }[]>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.id] }), index('chat_messages_conversation').on(t.conversationId, t.seq)],
);

/** How many of a conversation's messages an account has read. */
export const chatReads = pgTable(
  'chat_reads',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    readCount: integer('read_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.accountId] })],
);

/** The signed-in account's settings (docs/api/user.md: /api/user/account), one jsonb per account, made from the seed's on first read. */
export const accountSettings = pgTable('account_settings', {
  accountId: text('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<AccountSettings>().notNull(),
});

/** The insights blog (docs/api/crud-groups.md#post); `slug` unique, details read by id or slug. */
export const posts = pgTable(
  'posts',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    coverUrl: text('cover_url'),
    tags: text('tags').array().notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
    metaKeywords: text('meta_keywords').array().notNull(),
    status: text('status').notNull(),
    allowComments: boolean('allow_comments').notNull(),
    author: jsonb('author').$type<{ name: string; role: string }>().notNull(),
    readingMinutes: integer('reading_minutes').notNull(),
    views: integer('views').notNull(),
    shares: integer('shares').notNull(),
    favorites: integer('favorites').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('posts_slug').on(t.slug),
    index('posts_newest').on(sql`coalesce(${t.publishedAt}, ${t.createdAt})`, t.seq),
    index('posts_status').on(t.status),
    index('posts_tags').using('gin', t.tags),
    trigram('posts_search_trgm', 'search_text'),
  ],
);

/** A post's comments, in the order they were written. */
export const postComments = pgTable(
  'post_comments',
  {
    postId: text('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.id] }), index('post_comments_post').on(t.postId, t.seq)],
);

/**
 * Invoices (docs/api/crud-groups.md#invoice). `status` is the one set (draft, pending, paid, or an
 * unpaid `overdue` as given); the answered status is derived from `due_at` and today on every read.
 * Days are `YYYY-MM-DD` text, compared as text as the demo compares them. Amounts a person typed
 * (tax rate, discount, shipping, unit prices) are kept as given; the figures the server computes
 * from the lines (src/lib/invoice-totals.ts) are integer cents.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    number: text('number').notNull(),
    status: text('status').notNull(),
    serviceLine: text('service_line').notNull(),
    issuedAt: text('issued_at').notNull(),
    dueAt: text('due_at').notNull(),
    from: jsonb('from_party').$type<InvoiceParty>().notNull(),
    to: jsonb('to_party').$type<InvoiceParty>().notNull(),
    /** `to.name`, the `client` sort. */
    clientName: text('client_name').notNull(),
    taxRate: doublePrecision('tax_rate').notNull(),
    discount: doublePrecision('discount').notNull(),
    shipping: doublePrecision('shipping').notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    notes: text('notes').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_number').on(t.number),
    index('invoices_issued_at').on(sql`${t.issuedAt} collate "C"`, t.seq),
    index('invoices_due_at').on(sql`${t.dueAt} collate "C"`, t.seq),
    index('invoices_status_due').on(t.status, sql`${t.dueAt} collate "C"`),
    index('invoices_service_line').on(t.serviceLine),
    index('invoices_total').on(t.totalCents, t.seq),
    index('invoices_client').on(sql`lower(${t.clientName}) collate "C"`, t.seq),
    trigram('invoices_search_trgm', 'search_text'),
  ],
);

/** One line of an invoice, in order; `total_cents` = quantity × unit price in cents. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    price: doublePrecision('price').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.line] })],
);

/**
 * Jobs (docs/api/crud-groups.md#job). `applicants` is kept as the demo keeps it (set from the
 * candidates on each application). `benefit_keys` are the benefits' `benefitKey`s, the filter's
 * values (src/lib/api-contract/job.ts). `expires_at` is a `YYYY-MM-DD` day, compared as text.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    department: text('department').notNull(),
    content: text('content').notNull(),
    employmentTypes: text('employment_types').array().notNull(),
    experience: text('experience').notNull(),
    locations: text('locations').array().notNull(),
    skills: text('skills').array().notNull(),
    benefits: text('benefits').array().notNull(),
    benefitKeys: text('benefit_keys').array().notNull(),
    salary: jsonb('salary').$type<JobSalary>().notNull(),
    status: text('status').notNull(),
    expiresAt: text('expires_at').notNull(),
    applicants: integer('applicants').notNull(),
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_created_at').on(t.createdAt, t.seq),
    index('jobs_title').on(sql`lower(${t.title}) collate "C"`, t.seq),
    index('jobs_expires_at').on(sql`${t.expiresAt} collate "C"`, t.seq),
    index('jobs_applicants').on(t.applicants, t.seq),
    index('jobs_status').on(t.status),
    index('jobs_department').on(t.department),
    index('jobs_employment_types').using('gin', t.employmentTypes),
    index('jobs_locations').using('gin', t.locations),
    index('jobs_benefit_keys').using('gin', t.benefitKeys),
    trigram('jobs_search_trgm', 'search_text'),
  ],
);

/** The people who applied to a job; one application per email and job (the unique index). */
export const jobCandidates = pgTable(
  'job_candidates',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    jobId: text('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    headline: text('headline').notNull(),
    status: text('status').notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('job_candidates_job_email').on(t.jobId, t.email), index('job_candidates_job').on(t.jobId, t.appliedAt)],
);

/**
 * Tours (docs/api/crud-groups.md#tour). Days are `YYYY-MM-DD` text compared as text, as the demo
 * compares them; prices as typed (euros); `booked` is the approved bookings' seats, raised by an
 * approval only while it stays within `capacity`. `guide_emails`: the guides' emails in lower case,
 * the `guide` filter's values.
 */
export const tours = pgTable(
  'tours',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    highlights: text('highlights').array().notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    services: text('services').array().notNull(),
    tags: text('tags').array().notNull(),
    price: doublePrecision('price').notNull(),
    priceSale: doublePrecision('price_sale'),
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull(),
    guides: jsonb('guides').$type<TourGuide[]>().notNull(),
    guideEmails: text('guide_emails').array().notNull(),
    images: text('images').array().notNull(),
    status: text('status').notNull(),
    rating: doublePrecision('rating').notNull(),
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tours_start_date').on(sql`${t.startDate} collate "C"`, t.seq),
    index('tours_name').on(sql`lower(${t.name}) collate "C"`, t.seq),
    index('tours_price').on(sql`coalesce(${t.priceSale}, ${t.price})`, t.seq),
    index('tours_created_at').on(t.createdAt, t.seq),
    index('tours_status').on(t.status),
    index('tours_country').on(t.country),
    index('tours_services').using('gin', t.services),
    index('tours_guide_emails').using('gin', t.guideEmails),
    trigram('tours_search_trgm', 'search_text'),
  ],
);

/**
 * A tour's bookings (docs/api/overview.md, crud-groups.md#tour). No foreign key: as in the demo, a
 * booking outlives its tour (it names the tour in `tour_name`) and the booking overview still counts it.
 */
export const tourBookings = pgTable(
  'tour_bookings',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    tourId: text('tour_id').notNull(),
    tourName: text('tour_name').notNull(),
    customer: text('customer').notNull(),
    company: text('company').notNull(),
    seats: integer('seats').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tour_bookings_tour').on(t.tourId, t.createdAt), index('tour_bookings_created_at').on(t.createdAt)],
);

/**
 * The kanban board (docs/api/apps.md#kanban): one board of columns left to right (`position`), each
 * holding its tasks top to bottom (`kanban_tasks.position`). A column's deletion takes its tasks.
 */
export const kanbanColumns = pgTable('kanban_columns', {
  id: text('id').primaryKey(),
  seq: bigserial('seq', { mode: 'number' }).notNull(),
  name: text('name').notNull(),
  /** A built-in column (the seed's), named by the app in the reader's language; null once renamed. */
  nameKey: text('name_key').$type<KanbanColumnKey>(),
  position: integer('position').notNull(),
});

/** A task: its column and place in it as columns, comments and attachments (metadata) as jsonb lists. */
export const kanbanTasks = pgTable(
  'kanban_tasks',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    columnId: text('column_id')
      .notNull()
      .references(() => kanbanColumns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priority: text('priority').notNull(),
    labels: text('labels').array().notNull(),
    assignees: jsonb('assignees').$type<KanbanPerson[]>().notNull(),
    reporter: jsonb('reporter').$type<KanbanPerson>().notNull(),
    /** Days as `YYYY-MM-DD` text. */
    dueStart: text('due_start'),
    dueEnd: text('due_end'),
    completed: boolean('completed').notNull(),
    comments: jsonb('comments').$type<KanbanComment[]>().notNull(),
    attachments: jsonb('attachments').$type<KanbanAttachment[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('kanban_tasks_column').on(t.columnId, t.position)],
);

/** Calendar events (docs/api/apps.md#calendar): the range query reads `start_at` and `end_at`. */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    color: text('color').notNull(),
    allDay: boolean('all_day').notNull(),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
    guests: text('guests').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('calendar_events_start').on(t.startAt, t.seq), index('calendar_events_end').on(t.endAt)],
);

/**
 * The coming-soon page's "notify me" list (docs/api/newsletter.md): one row an address, stored
 * lower-cased and unique, so a repeated or raced sign-up is one row.
 */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique('newsletter_subscriptions_email'),
  topic: text('topic').notNull(),
  language: text('language').notNull(),
  subscribedAt: timestamp('subscribed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

// new-section: tables (npm run new:section adds its sections' tables above)
