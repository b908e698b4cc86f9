// The public pages' forms, open to guests (no token): the coming-soon page's "notify me" list
// (POST /api/newsletter, docs/api/newsletter.md) and the Contact Us form (POST /api/contact,
// docs/product-rules.md#contact-form), which files the message in every active admin's mail inbox
// under "Website enquiries" and adds a notification for each, in one transaction. Rules, messages
// and the filed message are the demo API's (src/demo-api/handlers/newsletter.ts, contact.ts), from
// the shared src/lib/api-contract/newsletter-input.ts and contact-input.ts.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ContactResponse } from '@/lib/api-contract/contact';
import { contactSchema, enquiryMail, enquiryNotification } from '@/lib/api-contract/contact-input';
import type { NewsletterResponse, NewsletterSubscription } from '@/lib/api-contract/newsletter';
import { newsletterSchema } from '@/lib/api-contract/newsletter-input';
import { NOTIFIED_ROLES } from '@/lib/api-contract/notification-rules';
import { announceNewMail, fileInInboxes } from '../access/mail';
import { accountsInRoles, announceNotifications, notify } from '../access/notifications';
import type { AppEnv, ServerDeps } from '../context';
import { newsletterSubscriptions } from '../db/schema';
import { validateBody } from '../http/validate';

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

  // The message lands in the inbox of every active admin (NOTIFIED_ROLES), each copy under its own
  // id, with a notification each, in one transaction; the answer names the first admin's copy.
  app.post('/', async (c) => {
    const parsed = await validateBody(c, contactSchema);
    if (!parsed.ok) return parsed.response;
    const receivedAt = new Date().toISOString();
    const newId = () => `enq-${randomBytes(8).toString('hex')}`;
    const { filed, told } = await db.transaction(async (tx) => {
      const admins = await accountsInRoles(tx, NOTIFIED_ROLES.enquiry);
      return {
        filed: await fileInInboxes(tx, admins, (id) => enquiryMail(parsed.data, id, receivedAt), newId),
        told: await notify(tx, admins, enquiryNotification(parsed.data), new Date(receivedAt)),
      };
    });
    // No active admin (the workspace always keeps one: docs/api/team.md): nobody to file it with.
    if (!filed.length) deps.logger.warn({ event: 'contact.no-admin' });
    // Only the admins who got it hear of it.
    await announceNewMail(deps.live, filed);
    await announceNotifications(deps.live, told);
    return c.json({ id: filed[0]?.id ?? newId(), receivedAt } satisfies ContactResponse, 201);
  });
  return app;
}
