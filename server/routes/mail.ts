// The mail group (docs/api/apps.md#mail) on PostgreSQL: the labels with their counts (the
// navigation's unread badge), a label's list, a message, an attachment's content, sending or saving
// a draft, a change of flags, folder or labels, and delete (to the trash; from the trash, for good).
// Each account has its own mailbox: every read and write goes through ../access/mail.ts, so another
// account's message is a 404, and each change is announced to the mailbox's own account only; a
// message sent to workspace accounts lands in their inboxes too. Rules and messages are the demo
// API's (src/demo-api/handlers/mail.ts), the validation its very schemas
// (src/lib/api-contract/mail-input.ts); a message's HTML is stored cleaned, as the demo's store
// keeps it (../http/clean-mail-html.ts).
import { Hono } from 'hono';
import { DRAFT_GONE, MAIL_LABELS, mailSendSchema, mailUpdateSchema, newMail, sampleAttachmentDataUrl } from '@/lib/api-contract/mail-input';
import { announceNewMail, announceOwnMail, deleteMail, findMail, labelCounts, listMail, sendMail, toMail, updateMail } from '../access/mail';
import type { AppEnv, ServerDeps } from '../context';
import { cleanMailHtml } from '../http/clean-mail-html';
import { fieldErrors, notFound } from '../http/respond';
import { validate, validateBody } from '../http/validate';

export function mailRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();

  app.get('/labels', async (c) => c.json({ labels: await labelCounts(db, c.get('account')) }));

  app.get('/list', async (c) => {
    const labelId = c.req.query('labelId') ?? 'inbox';
    if (!MAIL_LABELS.some((l) => l.id === labelId)) return notFound(c, `No mail label “${labelId}”.`);
    return c.json(await listMail(db, c.get('account'), new URL(c.req.url), labelId));
  });

  app.get('/details', async (c) => {
    const id = c.req.query('id') ?? '';
    const row = await findMail(db, c.get('account'), id);
    return row ? c.json({ mail: toMail(row) }) : notFound(c, `No message with id “${id}”.`);
  });

  app.get('/attachment', async (c) => {
    const row = await findMail(db, c.get('account'), c.req.query('id') ?? '');
    // As the demo reads it (`Number(searchParams.get('index'))`): no index is the first file.
    const index = Number(c.req.query('index') ?? null);
    const mail = row && toMail(row);
    const file = mail?.attachments[index];
    if (!row || !mail || !file) return notFound(c, 'No such attachment.');
    const dataUrl = row.files?.[index] ?? sampleAttachmentDataUrl(file.name, mail.subject);
    return c.json({ attachment: { ...file, dataUrl } });
  });

  // Sends (folder `sent`, and a copy to each workspace account addressed) or saves a draft; with
  // `draftId`, the account's draft is saved again (same id) or sent and removed from Drafts.
  app.post('/', async (c) => {
    const account = c.get('account');
    const parsed = await validateBody(c, mailSendSchema);
    if (!parsed.ok) return parsed.response;
    const { html, attachments = [], draft, draftId } = parsed.data;
    // The HTML is kept cleaned, as the demo's store keeps it; the answer is what was kept.
    const cleanHtml = html ? await cleanMailHtml(html) : undefined;
    const from = { name: account.displayName, email: account.email };
    const createdAt = new Date().toISOString();
    const result = await sendMail(db, account, {
      draft,
      draftId,
      files: attachments.map((a) => a.dataUrl),
      build: (id) => newMail(parsed.data, from, id, cleanHtml, createdAt),
    });
    if (!result) return fieldErrors(c, { draftId: DRAFT_GONE });
    await announceNewMail(deps.live, result.deliveries);
    return c.json({ mail: result.mail }, 201);
  });

  app.patch('/:id', async (c) => {
    const account = c.get('account');
    const id = c.req.param('id');
    if (!(await findMail(db, account, id))) return notFound(c);
    const parsed = validate(c, mailUpdateSchema, await c.req.json().catch(() => ({})));
    if (!parsed.ok) return parsed.response;
    const changes = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
    const row = await updateMail(db, account, id, changes);
    if (!row) return notFound(c);
    await announceOwnMail(deps.live, account, id, 'updated');
    return c.json({ mail: toMail(row) });
  });

  // Like a mail client: delete moves to the trash; deleting from the trash removes it for good.
  app.delete('/:id', async (c) => {
    const account = c.get('account');
    const id = c.req.param('id');
    if (!(await deleteMail(db, account, id))) return notFound(c);
    await announceOwnMail(deps.live, account, id, 'deleted');
    return c.body(null, 204);
  });

  return app;
}
