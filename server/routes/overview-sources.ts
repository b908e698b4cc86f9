// The records the analytics, banking and file overview pages read, from the server's tables. The
// pages themselves (every figure, series, list and the bank ledger) are computed by the same code
// as in the demo API (src/lib/overview-pages/*.ts); this file only reads what that code is given,
// in the order stored (`seq`, the demo's insertion order), so ties come out alike. A request reads
// each table once, whole (the columns it needs): fine at the seed's size, not measured on large
// tables.
import { asc, sql } from 'drizzle-orm';
import { calendarDay, invoiceStatus, type InvoiceStatus } from '@/lib/api-contract/invoice';
import type { OrderStatus } from '@/lib/api-contract/order';
import type { PostStatus } from '@/lib/api-contract/post';
import type { FileKind } from '@/lib/api-contract/file';
import type { AnalyticsSource } from '@/lib/overview-pages/analytics';
import type { BankingSource } from '@/lib/overview-pages/banking';
import type { FileSource } from '@/lib/overview-pages/file';
import type { AccountRow } from '../context';
import type { Db } from '../db/client';
import { files, invoices, orders, posts } from '../db/schema';
import { readableBy } from '../access/files';
import { workspaceEnquiries } from '../access/mail';

const fromCents = (cents: number) => cents / 100;

/** Every invoice with its status derived at `now` (as the invoice list answers it). */
async function currentInvoices(db: Db, now: number) {
  const today = calendarDay(now);
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      status: invoices.status,
      issuedAt: invoices.issuedAt,
      dueAt: invoices.dueAt,
      totalCents: invoices.totalCents,
      to: invoices.to,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .orderBy(asc(invoices.seq));
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    status: invoiceStatus({ status: r.status as InvoiceStatus, dueAt: r.dueAt }, today),
    issuedAt: r.issuedAt,
    dueAt: r.dueAt,
    total: fromCents(r.totalCents),
    to: r.to,
    createdAt: r.createdAt.toISOString(),
  }));
}

export function analyticsSource(db: Db): AnalyticsSource {
  return {
    // Each enquiry once, however many admins' inboxes hold a copy (../access/mail.ts).
    enquiries: () => workspaceEnquiries(db),
    invoices: (now) => currentInvoices(db, now),
    async posts() {
      const rows = await db
        .select({ id: posts.id, title: posts.title, views: posts.views, status: posts.status, publishedAt: posts.publishedAt })
        .from(posts)
        .orderBy(asc(posts.seq));
      return rows.map((p) => ({ ...p, status: p.status as PostStatus, publishedAt: p.publishedAt ? p.publishedAt.toISOString() : null }));
    },
  };
}

export function bankingSource(db: Db): BankingSource {
  return {
    invoices: (now) => currentInvoices(db, now),
    async orders() {
      const rows = await db
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          createdAt: orders.createdAt,
          totalCents: orders.totalCents,
          name: orders.billingName,
          company: sql<string | null>`${orders.data}->'billing'->>'company'`,
        })
        .from(orders)
        .orderBy(asc(orders.seq));
      return rows.map((o) => ({
        id: o.id,
        number: o.number,
        status: o.status as OrderStatus,
        createdAt: o.createdAt.toISOString(),
        total: fromCents(o.totalCents),
        billing: { name: o.name, ...(o.company ? { company: o.company } : {}) },
      }));
    },
  };
}

/** The items `account` may read (not in the trash; its own and shared uploads, the workspace's). */
export function fileSource(db: Db, account: AccountRow): FileSource {
  return {
    async files() {
      const rows = await db
        .select({
          id: files.id,
          name: files.name,
          kind: files.kind,
          size: files.size,
          parentId: files.parentId,
          sharedWith: files.sharedWith,
          createdAt: files.createdAt,
          modifiedAt: files.modifiedAt,
        })
        .from(files)
        .where(readableBy(account))
        .orderBy(asc(files.seq));
      return rows.map((f) => ({ ...f, kind: f.kind as FileKind, createdAt: f.createdAt.toISOString(), modifiedAt: f.modifiedAt.toISOString() }));
    },
  };
}
