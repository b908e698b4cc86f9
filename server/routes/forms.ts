// The public pages' forms, open to guests (no token): the coming-soon page's "notify me" list
// (POST /api/newsletter, docs/api/newsletter.md) and the Contact Us form (POST /api/contact,
// docs/product-rules.md#contact-form), which files the message in the workspace's mail inbox under
// "Website enquiries" and adds a notification, in one transaction. Rules, messages and the filed
// message are the demo API's (src/demo-api/handlers/newsletter.ts, contact.ts), from the shared
// src/lib/api-contract/newsletter-input.ts and contact-input.ts.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ContactResponse } from '@/lib/api-contract/contact';
import { contactSchema, enquiryMail, enquiryNotification } from '@/lib/api-contract/contact-input';
import type { NewsletterResponse, NewsletterSubscription } from '@/lib/api-contract/newsletter';
import { newsletterSchema } from '@/lib/api-contract/newsletter-input';
import type { AppEnv, ServerDeps } from '../context';
import { mails, newsletterSubscriptions, notifications } from '../db/schema';
import { validateBody } from '../http/validate';
import { mailRow } from './mail';

type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

const toSubscription = (row: SubscriptionRow): NewsletterSubscription => ({
  id: row.id,
  email: row.email,
  topic: row.topic as NewsletterSubscription['topic'],
  language: row.language,
  subscribedAt: row.subscribedAt.toISOString(),
});

export function newsletterRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();

  // An address is stored once: the unique email decides, so two sign-ups racing make one row and
  // the second is answered 200 with it, as a repeat is.
  app.post('/', async (c) => {
    const parsed = await validateBody(c, newsletterSchema);
    if (!parsed.ok) return parsed.response;
    const email = parsed.data.email.toLowerCase();
    const [created] = await db
      .insert(newsletterSubscriptions)
      .values({
        id: `sub-${randomBytes(8).toString('hex')}`,
        email,
        topic: parsed.data.topic ?? 'launch',
        language: parsed.data.language ?? 'en',
        subscribedAt: new Date(),
      })
      .onConflictDoNothing({ target: newsletterSubscriptions.email })
      .returning();
    const row = created ?? (await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).limit(1))[0]!;
    // The demo's changeOf names every successful POST here (docs/api/live.md); no screen reads the list.
    await deps.live.publish({ group: 'newsletter', id: '', action: 'created' });
    const body: NewsletterResponse = { subscription: toSubscription(row), alreadySubscribed: !created };
    return c.json(body, created ? 201 : 200);
  });
  return app;
}

export function contactRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();

  app.post('/', async (c) => {
    const parsed = await validateBody(c, contactSchema);
    if (!parsed.ok) return parsed.response;
    const receivedAt = new Date().toISOString();
    const record = enquiryMail(parsed.data, `enq-${randomBytes(8).toString('hex')}`, receivedAt);
    const notice = enquiryNotification(parsed.data);
    const notificationId = randomUUID();
    await db.transaction(async (tx) => {
      await tx.insert(mails).values(mailRow(record));
      await tx.insert(notifications).values({ id: notificationId, ...notice, isUnread: true, createdAt: new Date(receivedAt) });
    });
    // The inbox and the header's notifications are the workspace's: every signed-in account hears them.
    await deps.live.publish({ group: 'mail', id: '', action: 'created' });
    await deps.live.publish({ group: 'notification', id: notificationId, action: 'created' });
    return c.json({ id: record.id, receivedAt } satisfies ContactResponse, 201);
  });
  return app;
}
