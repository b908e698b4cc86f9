// The invoice group (docs/api/crud-groups.md#invoice) on PostgreSQL: list (search, status and
// service-line filters, issue-date range, status counts and the per-status summary, sort and paging
// in SQL), details, create, update (marking paid is `{ status: 'paid' }`), send, delete, bulk delete.
// The answered status is derived from the due date and today (invoiceStatus in
// src/lib/api-contract/invoice.ts; in SQL below, with today as a parameter), so the status filter,
// counts, summary and sort read the derived one. Totals are computed in integer cents from the lines
// by the shared src/lib/invoice-totals.ts. The input's rules are the demo API's own
// (src/lib/api-contract/invoice-input.ts); as there, every signed-in account may manage invoices.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne, sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { normalize } from '@/lib/api-contract/list-query';
import {
  calendarDay,
  invoiceServiceLines,
  invoiceStatus,
  invoiceStatuses,
  type Invoice,
  type InvoiceStatus,
  type InvoiceSummary,
} from '@/lib/api-contract/invoice';
import { nextVersion } from '@/lib/api-contract/edit-conflict';
import { idsSchema } from '@/lib/api-contract/ids-input';
import { invoiceSchema } from '@/lib/api-contract/invoice-input';
import { invoiceCents } from '@/lib/invoice-totals';
import { addCents, fromCents, toCents } from '@/lib/money';
import type { AppEnv, ServerDeps } from '../context';
import type { Db } from '../db/client';
import { invoiceLines, invoices } from '../db/schema';
import { runList, type SqlListSpec } from '../http/list';
import { expectedVersion, fieldErrors, isUniqueViolation, notFound, readUpdateBody, staleRecord } from '../http/respond';
import { validate, validateBody } from '../http/validate';

type InvoiceRow = InferSelectModel<typeof invoices>;

type InvoiceInput = z.infer<typeof invoiceSchema>;

/** What `q` matches (the demo's `search`): number, client name, company, email and line titles. */
export const invoiceSearchText = (r: Pick<Invoice, 'number' | 'to'> & { lines: readonly { title: string }[] }) =>
  normalize([r.number, r.to.name, r.to.company, r.to.email, ...r.lines.map((l) => l.title)].join(' '));

/** Days compare as text, byte by byte, as the demo compares its strings. */
const day = (column: typeof invoices.issuedAt | typeof invoices.dueAt) => sql`${column} collate "C"`;
const unpaid = sql`${invoices.status} not in ('paid', 'draft')`;

/** invoiceStatus in SQL: paid and draft as set; an unpaid one overdue once `today` is past its due day. */
const derivedStatus = (today: string) =>
  sql`(case when ${invoices.status} in ('paid', 'draft') then ${invoices.status} when ${day(invoices.dueAt)} < ${today} then 'overdue' else 'pending' end)`;

/** The status filter, one value, written so the (status, due_at) index serves it. */
function statusIs(value: string, today: string): SQL {
  if (value === 'paid' || value === 'draft') return eq(invoices.status, value);
  return value === 'overdue' ? sql`${unpaid} and ${day(invoices.dueAt)} < ${today}` : sql`${unpaid} and ${day(invoices.dueAt)} >= ${today}`;
}

const listSpec = (today: string): SqlListSpec => ({
  search: invoices.searchText,
  seq: invoices.seq,
  sorters: {
    number: sql`lower(${invoices.number}) collate "C"`,
    issuedAt: day(invoices.issuedAt),
    dueAt: day(invoices.dueAt),
    total: invoices.totalCents,
    client: sql`lower(${invoices.clientName}) collate "C"`,
    status: derivedStatus(today),
  },
  defaultSort: { sort: 'issuedAt', order: 'desc' },
  allowed: { status: invoiceStatuses, serviceLine: invoiceServiceLines },
  filters: {
    status: (v) => statusIs(v, today),
    serviceLine: (v) => eq(invoices.serviceLine, v),
    startDate: (v) => sql`${day(invoices.issuedAt)} >= ${v.slice(0, 10)}`,
    endDate: (v) => sql`${day(invoices.issuedAt)} <= ${v.slice(0, 10)}`,
  },
  facet: { param: 'status', column: derivedStatus(today), keys: invoiceStatuses, sum: sql`${invoices.totalCents}` },
});

function toInvoice(row: InvoiceRow, lines: Invoice['lines'], today: string): Invoice {
  return {
    id: row.id,
    number: row.number,
    status: invoiceStatus({ status: row.status as InvoiceStatus, dueAt: row.dueAt }, today),
    serviceLine: row.serviceLine as Invoice['serviceLine'],
    issuedAt: row.issuedAt,
    dueAt: row.dueAt,
    from: row.from,
    to: row.to,
    lines,
    subtotal: fromCents(row.subtotalCents),
    taxRate: row.taxRate,
    tax: fromCents(row.taxCents),
    discount: row.discount,
    shipping: row.shipping,
    total: fromCents(row.totalCents),
    currency: row.currency as Invoice['currency'],
    notes: row.notes,
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The invoices of `ids` in that order with their lines and derived status (two queries). */
async function present(db: Db, ids: string[], today = calendarDay()): Promise<Invoice[]> {
  if (!ids.length) return [];
  const [rows, lines] = await Promise.all([
    db.select().from(invoices).where(inArray(invoices.id, ids)),
    db.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, ids)).orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.line)),
  ]);
  const byInvoice = new Map<string, Invoice['lines']>();
  for (const l of lines) {
    const list = byInvoice.get(l.invoiceId) ?? [];
    list.push({ title: l.title, description: l.description, quantity: l.quantity, price: l.price, total: fromCents(l.totalCents) });
    byInvoice.set(l.invoiceId, list);
  }
  const byId = new Map(rows.map((r) => [r.id, toInvoice(r, byInvoice.get(r.id) ?? [], today)]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** What is stored of an invoice: the fields as given, and the figures computed from its lines in cents. */
type Stored = Omit<Invoice, 'lines' | 'subtotal' | 'tax' | 'total'> & { lines: { title: string; description: string; quantity: number; price: number }[] };

/** The rows of an invoice (the seed, create, update), its figures computed by invoiceCents. */
export function invoiceRows(r: Stored) {
  const cents = invoiceCents({ lines: r.lines, taxRate: r.taxRate, discount: r.discount, shipping: r.shipping });
  const row = {
    id: r.id,
    number: r.number,
    status: r.status,
    serviceLine: r.serviceLine,
    issuedAt: r.issuedAt,
    dueAt: r.dueAt,
    from: r.from,
    to: r.to,
    clientName: r.to.name,
    taxRate: r.taxRate,
    discount: r.discount,
    shipping: r.shipping,
    subtotalCents: cents.subtotal,
    taxCents: cents.tax,
    totalCents: cents.total,
    currency: r.currency,
    notes: r.notes,
    sentAt: r.sentAt ? new Date(r.sentAt) : null,
    searchText: invoiceSearchText(r),
    createdAt: new Date(r.createdAt),
    updatedAt: new Date(r.updatedAt),
  };
  const lines = r.lines.map((l, line) => ({
    invoiceId: r.id,
    line,
    title: l.title,
    description: l.description,
    quantity: l.quantity,
    price: l.price,
    totalCents: cents.lines[line]!,
  }));
  return { row, lines };
}

/** Count and amount per derived status, from the list's sums in cents. */
function summaryOf(counts: Record<string, number>, sums: Record<string, number>): InvoiceSummary {
  const figure = (key: string) => ({ count: counts[key] ?? 0, amount: fromCents(sums[key] ?? 0) });
  return { all: figure('all'), paid: figure('paid'), pending: figure('pending'), overdue: figure('overdue'), draft: figure('draft') };
}

const NOT_FOUND = (id: string) => `No invoice with id “${id}”.`;
const NUMBER_TAKEN = 'Another invoice already has this number.';


/** The demo's `check`: due not before issue, a free number, a discount within the subtotal. */
async function checkInput(db: Db, input: Partial<InvoiceInput>, existing?: Invoice): Promise<Record<string, string> | null> {
  const errors: Record<string, string> = {};
  const issuedAt = input.issuedAt ?? existing?.issuedAt;
  const dueAt = input.dueAt ?? existing?.dueAt;
  if (issuedAt && dueAt && dueAt < issuedAt) errors.dueAt = 'The due date cannot be before the issue date.';
  if (input.number) {
    const condition = existing ? and(eq(invoices.number, input.number), ne(invoices.id, existing.id)) : eq(invoices.number, input.number);
    const [taken] = await db.select({ id: invoices.id }).from(invoices).where(condition).limit(1);
    if (taken) errors.number = NUMBER_TAKEN;
  }
  const subtotal = addCents(...(input.lines ?? existing?.lines ?? []).map((l) => toCents(l.price) * l.quantity));
  if (toCents(input.discount ?? existing?.discount ?? 0) > subtotal) errors.discount = 'The discount cannot exceed the subtotal.';
  return Object.keys(errors).length ? errors : null;
}

/** The demo's next number: one more than the highest four last digits, from INV-2026-0401. */
async function nextNumber(db: Db): Promise<string> {
  const [row] = await db.select({ max: sql<number | null>`max(right(${invoices.number}, 4)::int)` }).from(invoices);
  return `INV-2026-${String(Math.max(400, Number(row?.max ?? 0)) + 1).padStart(4, '0')}`;
}


/** Replaces an invoice's row and lines in one transaction. */
/**
 * Writes an invoice and its lines; false when nothing was written: an update whose `expected`
 * version (docs/api/crud-groups.md#edit-conflicts) is no longer the stored one, or of a deleted invoice.
 */
async function store(db: Db, record: Stored, mode: 'insert' | 'update', expected: Date | null = null): Promise<boolean> {
  const { row, lines } = invoiceRows(record);
  return db.transaction(async (tx) => {
    if (mode === 'insert') await tx.insert(invoices).values(row);
    else {
      const { id: _id, createdAt: _c, ...columns } = row;
      // With a version, the check and the write are one statement: a write in between is not lost.
      const updated = await tx
        .update(invoices)
        .set(columns)
        .where(expected ? and(eq(invoices.id, record.id), eq(invoices.updatedAt, expected)) : eq(invoices.id, record.id))
        .returning({ id: invoices.id });
      if (!updated.length) return false;
      await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, record.id));
    }
    await tx.insert(invoiceLines).values(lines);
    return true;
  });
}

/** An invoice as stored (its set status, not the derived one), for an update. */
async function storedOf(db: Db, id: string): Promise<Invoice | undefined> {
  const [invoice] = await present(db, [id]);
  if (!invoice) return undefined;
  const [row] = await db.select({ status: invoices.status }).from(invoices).where(eq(invoices.id, id));
  return { ...invoice, status: (row?.status ?? invoice.status) as InvoiceStatus };
}

export function invoiceRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();

  app.get('/list', async (c) => {
    const today = calendarDay();
    const { ids, sums, ...rest } = await runList(db, new URL(c.req.url), listSpec(today), invoices);
    return c.json({ items: await present(db, ids, today), ...rest, summary: summaryOf(rest.counts ?? {}, sums ?? {}) });
  });

  app.get('/details', async (c) => {
    const id = c.req.query('id') ?? '';
    const [invoice] = await present(db, [id]);
    return invoice ? c.json({ invoice }) : notFound(c, NOT_FOUND(id));
  });

  app.post('/bulk-delete', async (c) => {
    const parsed = await validateBody(c, idsSchema);
    if (!parsed.ok) return parsed.response;
    const deleted = await db.delete(invoices).where(inArray(invoices.id, parsed.data.ids)).returning({ id: invoices.id });
    await deps.live.publishEach('invoice', deleted.map((d) => d.id), 'deleted');
    return c.json({ deleted: deleted.length });
  });

  // "Send": records sentAt (no email is sent); a draft becomes pending, any other status stays.
  app.post('/:id/send', async (c) => {
    const id = c.req.param('id');
    const now = new Date();
    const sent = await db
      .update(invoices)
      .set({ sentAt: now, updatedAt: now, status: sql`case when ${invoices.status} = 'draft' then 'pending' else ${invoices.status} end` })
      .where(eq(invoices.id, id))
      .returning({ id: invoices.id });
    if (!sent.length) return notFound(c, NOT_FOUND(id));
    await deps.live.publish({ group: 'invoice', id, action: 'updated' });
    const [invoice] = await present(db, [id]);
    return c.json({ invoice });
  });

  app.post('/', async (c) => {
    const parsed = await validateBody(c, invoiceSchema);
    if (!parsed.ok) return parsed.response;
    const input = parsed.data;
    const invalid = await checkInput(db, input);
    if (invalid) return fieldErrors(c, invalid);
    const now = new Date().toISOString();
    const id = randomUUID();
    // A number assigned here may be taken by a create racing this one: the unique index says so, try the next.
    for (let attempt = 0; ; attempt += 1) {
      const record: Stored = {
        ...input,
        serviceLine: input.serviceLine ?? 'strategy',
        shipping: input.shipping ?? 0,
        id,
        number: input.number ?? (await nextNumber(db)),
        currency: 'EUR',
        sentAt: null,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await store(db, record, 'insert');
        break;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (input.number || attempt >= 4) return fieldErrors(c, { number: NUMBER_TAKEN });
      }
    }
    await deps.live.publish({ group: 'invoice', id, action: 'created' });
    const [invoice] = await present(db, [id]);
    return c.json({ invoice }, 201);
  });

  const patch = async (c: Context<AppEnv>) => {
    const id = c.req.param('id')!;
    const existing = await storedOf(db, id);
    if (!existing) return notFound(c, NOT_FOUND(id));
    const body = await readUpdateBody(c);
    const expected = expectedVersion(c, body);
    if (!expected.ok) return expected.response;
    if (expected.at && expected.at.getTime() !== Date.parse(existing.updatedAt)) {
      const [current] = await present(db, [id]);
      return staleRecord(c, current);
    }
    const parsed = validate(c, invoiceSchema.partial(), body);
    if (!parsed.ok) return parsed.response;
    const input = parsed.data;
    const invalid = await checkInput(db, input, existing);
    if (invalid) return fieldErrors(c, invalid);
    const next: Stored = {
      ...existing,
      ...input,
      serviceLine: input.serviceLine ?? existing.serviceLine,
      shipping: input.shipping ?? existing.shipping,
      updatedAt: nextVersion(existing.updatedAt).toISOString(),
    };
    try {
      if (!(await store(db, next, 'update', expected.at))) {
        const [current] = await present(db, [id]);
        return current ? staleRecord(c, current) : notFound(c, NOT_FOUND(id));
      }
    } catch (error) {
      if (isUniqueViolation(error)) return fieldErrors(c, { number: NUMBER_TAKEN });
      throw error;
    }
    await deps.live.publish({ group: 'invoice', id, action: 'updated' });
    const [invoice] = await present(db, [id]);
    return invoice ? c.json({ invoice }) : notFound(c, NOT_FOUND(id));
  };
  app.patch('/:id', patch);
  app.put('/:id', patch);

  app.delete('/:id', async (c) => {
    const id = c.req.param('id');
    const deleted = await db.delete(invoices).where(eq(invoices.id, id)).returning({ id: invoices.id });
    await deps.live.publishEach('invoice', deleted.map((d) => d.id), 'deleted');
    return deleted.length ? c.body(null, 204) : notFound(c, NOT_FOUND(id));
  });

  return app;
}
