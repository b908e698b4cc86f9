// The demo API's deterministic seed, loaded into the database (docs/api/demo-seed.md): the same
// committed JSON read by the seed functions both backends share (src/lib/seed/*), moved by whole
// days so the data is dated relative to today exactly as the demo dates it (currentSeed,
// src/lib/seed/dates.ts), and the demo account with the demo's credentials (DEMO_ACCOUNT).
import { sql } from 'drizzle-orm';
import { DEMO_ACCOUNT, SEED_ACCOUNT_ID } from '@/lib/seed/base';
import { currentSeed } from '@/lib/seed/dates';
import { seedInvoices } from '@/lib/seed/invoice';
import { seedJobCandidates } from '@/lib/seed/job-candidate';
import { seedJobs } from '@/lib/seed/job';
import { seedTourBookings } from '@/lib/seed/tour-booking';
import { seedTours } from '@/lib/seed/tour';
import { seedOrders } from '@/lib/seed/order';
import { seedPosts } from '@/lib/seed/post';
import { seedProductReviews } from '@/lib/seed/product-reviews';
import { seedProducts } from '@/lib/seed/product';
import { seedUsers } from '@/lib/seed/user';
import { ME, seedChat } from '@/lib/seed/chat';
import { seedFiles } from '@/lib/seed/file';
import { seedMail } from '@/lib/seed/mail';
import { seedKanban } from '@/lib/seed/kanban';
import { seedCalendar } from '@/lib/seed/calendar';
import { seedNotifications } from '@/lib/seed/notifications';
import { mailRow } from './access/mail';
import { hashPassword } from './auth/passwords';
import type { Db } from './db/client';
import {
  accounts,
  calendarEvents,
  chatContacts,
  chatConversations,
  chatMessages,
  chatReads,
  fileUploads,
  files,
  invoiceLines,
  invoices,
  jobCandidates,
  jobs,
  kanbanColumns,
  kanbanTasks,
  mails,
  notifications,
  orderEvents,
  orderLines,
  orders,
  postComments,
  posts,
  productReviews,
  products,
  tourBookings,
  tours,
  users,
} from './db/schema';
import { SEED_ME_ACCOUNT } from './routes/chat';
import { seedFileRows } from './routes/files';
import { invoiceRows } from './routes/invoices';
import { candidateRow, jobRow } from './routes/jobs';
import { calendarEventRow } from './routes/calendar';
import { kanbanTaskRow } from './routes/kanban';
import { orderRows } from './routes/orders';
import { postCommentRows, postRow } from './routes/posts';
import { productSearchText } from './routes/products';
import { bookingRow, tourRow } from './routes/tours';
import { userSearchText } from './routes/users';
// new-section: imports (npm run new:section adds its sections' seeds above)

/** Whether the database has never been seeded (no account at all). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)` }).from(accounts);
  return Number(row?.n ?? 0) === 0;
}

/**
 * Replaces the seeded groups (users, products, orders, reviews, notifications, mail, files, chat, posts, invoices, jobs and their candidates, tours and their bookings, the kanban board, calendar events)
 * with the seed, and creates or resets the demo account. Other sign-in accounts are kept (their
 * saved views too). Uploaded files' records go; their bytes stay in FILE_STORAGE_DIR, unreferenced.
 */
export async function seedDatabase(db: Db, now = Date.now()): Promise<Record<string, number>> {
  const [seededUsers, seededProducts, seededOrders, seededReviews] = await Promise.all([
    seedUsers().then((r) => currentSeed(r, now)),
    seedProducts().then((r) => currentSeed(r, now)),
    seedOrders().then((r) => currentSeed(r, now)),
    seedProductReviews().then((r) => currentSeed(r, now)),
  ]);
  const seededPosts = currentSeed(await seedPosts(), now);
  const seededInvoices = currentSeed(await seedInvoices(), now);
  const seededJobs = currentSeed(await seedJobs(), now);
  const seededCandidates = currentSeed(await seedJobCandidates(), now);
  const seededTours = currentSeed(await seedTours(), now);
  const seededBookings = currentSeed(await seedTourBookings(), now);
  const seededKanban = await seedKanban();
  const seededColumns = currentSeed(seededKanban.columns, now);
  const seededTasks = currentSeed(seededKanban.tasks, now);
  const seededEvents = currentSeed(await seedCalendar(), now);
  // A task's column and place are where the seed's columns list it.
  const taskById = new Map(seededTasks.map((t) => [t.id, t]));
  const placed = seededColumns.flatMap((col) =>
    col.taskIds.flatMap((id, position) => (taskById.has(id) ? [kanbanTaskRow(taskById.get(id)!, col.id, position)] : [])),
  );
  const [seededNotifications, seededMail, seededFiles, seededChat] = await Promise.all([
    seedNotifications().then((r) => currentSeed(r, now)),
    seedMail().then((r) => currentSeed(r, now)),
    seedFiles().then((r) => currentSeed(r, now)),
    seedChat().then((chat) => currentSeed([chat], now)[0]!),
  ]);
  const [demo] = currentSeed([{ createdAt: '2026-01-05T09:00:00.000Z' }], now);
  const { hash, salt } = await hashPassword(DEMO_ACCOUNT.password);

  await db.transaction(async (tx) => {
    await tx.execute(
      sql`truncate ${users}, ${products}, ${orderLines}, ${orderEvents}, ${orders}, ${productReviews}, ${notifications}, ${mails}, ${files}, ${fileUploads}, ${chatReads}, ${chatMessages}, ${chatConversations}, ${chatContacts}, ${postComments}, ${posts}, ${invoiceLines}, ${invoices}, ${jobCandidates}, ${jobs}, ${tourBookings}, ${tours}, ${kanbanTasks}, ${kanbanColumns}, ${calendarEvents}`,
    );
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
    const orderData = seededOrders.map(orderRows);
    await tx.insert(orders).values(orderData.map((o) => o.row));
    await tx.insert(orderEvents).values(orderData.flatMap((o) => o.events));
    const lines = orderData.flatMap((o) => o.lines);
    if (lines.length) await tx.insert(orderLines).values(lines);
    if (seededReviews.length) await tx.insert(productReviews).values(seededReviews.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })));
    await tx
      .insert(accounts)
      .values({
        id: SEED_ACCOUNT_ID,
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
    // The seed's notifications and mail are the demo account's (docs/api/apps.md#mail).
    await tx.insert(notifications).values(seededNotifications.map((n) => ({ ...n, accountId: SEED_ACCOUNT_ID, createdAt: new Date(n.createdAt) })));
    await tx.insert(mails).values(seededMail.map((m) => mailRow(m, SEED_ACCOUNT_ID)));
    await tx.insert(files).values(seedFileRows(seededFiles));
    await tx.insert(chatContacts).values(seededChat.contacts.map((c) => ({ id: c.id, data: c as unknown as Record<string, unknown> })));
    await tx.insert(chatConversations).values(
      // The seed's conversations are the demo account's (its `me`), with the seed's contacts.
      seededChat.conversations.map((c) => ({ id: c.id, type: c.type, name: c.name, participantIds: [SEED_ME_ACCOUNT, ...c.participantIds], seedReadCount: c.readUpTo })),
    );
    const messages = seededChat.conversations.flatMap((c) =>
      c.messages.map((m) => ({
        conversationId: c.id,
        id: m.id,
        senderId: m.senderId === ME ? SEED_ME_ACCOUNT : m.senderId,
        body: m.body,
        attachments: m.attachments ?? null,
        createdAt: new Date(m.createdAt),
      })),
    );
    if (messages.length) await tx.insert(chatMessages).values(messages);
    await tx.insert(posts).values(seededPosts.map(postRow));
    const comments = seededPosts.flatMap(postCommentRows);
    if (comments.length) await tx.insert(postComments).values(comments);
    // The invoices' figures are computed from their lines (src/lib/invoice-totals.ts), as on every write.
    const invoiceData = seededInvoices.map(invoiceRows);
    await tx.insert(invoices).values(invoiceData.map((i) => i.row));
    await tx.insert(invoiceLines).values(invoiceData.flatMap((i) => i.lines));
    await tx.insert(jobs).values(seededJobs.map(jobRow));
    if (seededCandidates.length) await tx.insert(jobCandidates).values(seededCandidates.map(candidateRow));
    await tx.insert(tours).values(seededTours.map(tourRow));
    if (seededBookings.length) await tx.insert(tourBookings).values(seededBookings.map(bookingRow));
    await tx.insert(kanbanColumns).values(seededColumns.map(({ id, name, nameKey, position }) => ({ id, name, nameKey: nameKey ?? null, position })));
    if (placed.length) await tx.insert(kanbanTasks).values(placed);
    if (seededEvents.length) await tx.insert(calendarEvents).values(seededEvents.map(calendarEventRow));
    // new-section: inserts
  });
  // Statistics for the planner at once: tables this small (24 orders, 43 reviews) never reach
  // autovacuum's threshold, and without statistics PostgreSQL guessed plans that made a product's
  // figures (orders and reviews, read for every answer) about 4 times as slow (docs/server.md#load-bench).
  await db.execute(sql`analyze`);
  return { users: seededUsers.length, products: seededProducts.length, orders: seededOrders.length, orderLines: seededOrders.reduce((n, o) => n + o.items.length, 0), reviews: seededReviews.length, notifications: seededNotifications.length, mail: seededMail.length, files: seededFiles.length, chatMessages: seededChat.conversations.reduce((n, c) => n + c.messages.length, 0), posts: seededPosts.length, invoices: seededInvoices.length, jobs: seededJobs.length, jobCandidates: seededCandidates.length, tours: seededTours.length, tourBookings: seededBookings.length, kanbanTasks: placed.length, calendarEvents: seededEvents.length };
}
