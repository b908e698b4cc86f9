// The mail group (docs/api/apps.md#mail) on PostgreSQL: the labels with their counts (the
// navigation's unread badge), a label's list (search, `unread`, sort and paging in SQL), a message,
// an attachment's content, sending or saving a draft, a change of flags, folder or labels, and
// delete (to the trash; from the trash, for good). Rules and messages are the demo API's
// (src/demo-api/handlers/mail.ts), the validation its very schemas (src/lib/api-contract/mail-input.ts);
// a message's HTML is stored cleaned, as the demo's store keeps it (../http/clean-mail-html.ts).
// As in the demo, the mailbox is the workspace's: every signed-in account reads and writes it.
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql, type InferSelectModel } from 'drizzle-orm';
import { Hono } from 'hono';
import { normalize } from '@/demo-api/list-query';
import type { Mail, MailLabel } from '@/lib/api-contract/mail';
import {
  DRAFT_GONE,
  MAIL_FOLDERS,
  MAIL_LABELS,
  mailSendSchema,
  mailUpdateSchema,
  newMail,
  sampleAttachmentDataUrl,
} from '@/lib/api-contract/mail-input';
import type { AppEnv, ServerDeps } from '../context';
import type { Db } from '../db/client';
import { mails } from '../db/schema';
import { cleanMailHtml } from '../http/clean-mail-html';
import { runList, type SqlListSpec } from '../http/list';
import { fieldErrors, notFound } from '../http/respond';
import { validate, validateBody } from '../http/validate';

type MailRow = InferSelectModel<typeof mails>;

/** Which messages a label holds, as the demo's `inLabel`. */
function inLabel(id: string) {
  const live = sql`${mails.folder} not in ('trash', 'spam')`;
  switch (id) {
    case 'all':
      return live;
    case 'starred':
      return sql`${mails.isStarred} and ${mails.folder} <> 'trash'`;
    case 'important':
      return sql`${mails.isImportant} and ${mails.folder} <> 'trash'`;
    default:
      return (MAIL_FOLDERS as readonly string[]).includes(id)
        ? sql`${mails.folder} = ${id}`
        : sql`${mails.labelIds} @> array[${id}]::text[] and ${live}`;
  }
}

/** What `q` matches (the demo's `search`): subject, message, sender, recipients. */
export const mailSearchText = (m: Pick<Mail, 'subject' | 'message' | 'from' | 'to'>) =>
  normalize([m.subject, m.message, m.from.name, m.from.email, ...m.to.map((t) => `${t.name} ${t.email}`)].join(' '));

/** A message's row: the flags, folder and labels as columns, the rest of the record in `data`. */
export function mailRow(m: Mail, files: string[] | null = null) {
  const { folder, isUnread, isStarred, isImportant, labelIds, ...rest } = m;
  return {
    id: m.id,
    folder,
    isUnread,
    isStarred,
    isImportant,
    labelIds,
    data: rest as unknown as Record<string, unknown>,
    searchText: mailSearchText(m),
    files,
    createdAt: new Date(m.createdAt),
  };
}

/** A row as the API answers it (the demo's `present`): no file content, `cc` even on older records. */
function toMail(row: MailRow): Mail {
  const data = row.data as unknown as Mail & { files?: unknown };
  const { files: _files, ...rest } = data;
  return {
    ...rest,
    id: row.id,
    folder: row.folder as Mail['folder'],
    labelIds: row.labelIds as Mail['labelIds'],
    isUnread: row.isUnread,
    isStarred: row.isStarred,
    isImportant: row.isImportant,
    cc: data.cc ?? [],
    createdAt: row.createdAt.toISOString(),
  };
}

const listSpec = (labelId: string): SqlListSpec => ({
  search: mails.searchText,
  seq: mails.seq,
  base: inLabel(labelId),
  sorters: {
    createdAt: mails.createdAt,
    subject: sql`lower(${mails.data}->>'subject') collate "C"`,
    from: sql`lower(${mails.data}->'from'->>'name') collate "C"`,
  },
  defaultSort: { sort: 'createdAt', order: 'desc' },
  filters: { unread: (v) => eq(mails.isUnread, v === 'true') },
  defaultPageSize: 20,
});

async function byIds(db: Db, ids: string[]): Promise<Mail[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(mails).where(inArray(mails.id, ids));
  const byId = new Map(rows.map((r) => [r.id, toMail(r)]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

const findRow = async (db: Db, id: string) => (await db.select().from(mails).where(eq(mails.id, id)).limit(1))[0];

export function mailRoutes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();

  // Every label's counts in one pass over the table.
  app.get('/labels', async (c) => {
    const [row] = await db
      .select(
        Object.fromEntries(
          MAIL_LABELS.flatMap((l) => [
            [`${l.id}_total`, sql<number>`count(*) filter (where ${inLabel(l.id)})`],
            [`${l.id}_unread`, sql<number>`count(*) filter (where ${inLabel(l.id)} and ${mails.isUnread})`],
          ]),
        ),
      )
      .from(mails);
    const counts = (row ?? {}) as Record<string, number>;
    const labels: MailLabel[] = MAIL_LABELS.map((l) => ({
      ...l,
      totalCount: Number(counts[`${l.id}_total`] ?? 0),
      unreadCount: Number(counts[`${l.id}_unread`] ?? 0),
    }));
    return c.json({ labels });
  });

  app.get('/list', async (c) => {
    const labelId = c.req.query('labelId') ?? 'inbox';
    if (!MAIL_LABELS.some((l) => l.id === labelId)) return notFound(c, `No mail label “${labelId}”.`);
    const { ids, ...rest } = await runList(db, new URL(c.req.url), listSpec(labelId), mails);
    return c.json({ items: await byIds(db, ids), ...rest });
  });

  app.get('/details', async (c) => {
    const id = c.req.query('id') ?? '';
    const row = await findRow(db, id);
    return row ? c.json({ mail: toMail(row) }) : notFound(c, `No message with id “${id}”.`);
  });

  app.get('/attachment', async (c) => {
    const row = await findRow(db, c.req.query('id') ?? '');
    // As the demo reads it (`Number(searchParams.get('index'))`): no index is the first file.
    const index = Number(c.req.query('index') ?? null);
    const mail = row && toMail(row);
    const file = mail?.attachments[index];
    if (!row || !mail || !file) return notFound(c, 'No such attachment.');
    const dataUrl = row.files?.[index] ?? sampleAttachmentDataUrl(file.name, mail.subject);
    return c.json({ attachment: { ...file, dataUrl } });
  });

  // Sends (folder `sent`) or saves a draft; with `draftId`, that draft is saved again (same id) or
  // sent and removed from Drafts, in one transaction.
  app.post('/', async (c) => {
    const account = c.get('account');
    const parsed = await validateBody(c, mailSendSchema);
    if (!parsed.ok) return parsed.response;
    const { html, attachments = [], draft, draftId } = parsed.data;
    // The HTML is kept cleaned, as the demo's store keeps it; the answer is what was kept.
    const cleanHtml = html ? await cleanMailHtml(html) : undefined;
    const result = await db.transaction(async (tx) => {
      const [previous] = draftId ? await tx.select({ id: mails.id, folder: mails.folder }).from(mails).where(eq(mails.id, draftId)).for('update') : [];
      if (draftId && previous?.folder !== 'drafts') return null;
      const mail = newMail(
        parsed.data,
        { name: account.displayName, email: account.email },
        draft && previous ? previous.id : randomUUID(),
        cleanHtml,
        new Date().toISOString(),
      );
      if (previous) await tx.delete(mails).where(eq(mails.id, previous.id));
      await tx.insert(mails).values(mailRow(mail, attachments.map((a) => a.dataUrl)));
      return mail;
    });
    if (!result) return fieldErrors(c, { draftId: DRAFT_GONE });
    await deps.live.publish({ group: 'mail', id: '', action: 'created' });
    return c.json({ mail: result }, 201);
  });

  app.patch('/:id', async (c) => {
    const id = c.req.param('id');
    if (!(await findRow(db, id))) return notFound(c);
    const parsed = validate(c, mailUpdateSchema, await c.req.json().catch(() => ({})));
    if (!parsed.ok) return parsed.response;
    const changes = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined));
    const [row] = Object.keys(changes).length ? await db.update(mails).set(changes).where(eq(mails.id, id)).returning() : [await findRow(db, id)];
    if (!row) return notFound(c);
    await deps.live.publish({ group: 'mail', id, action: 'updated' });
    return c.json({ mail: toMail(row) });
  });

  // Like a mail client: delete moves to the trash; deleting from the trash removes it for good.
  app.delete('/:id', async (c) => {
    const id = c.req.param('id');
    const removed = await db.delete(mails).where(sql`${mails.id} = ${id} and ${mails.folder} = 'trash'`).returning({ id: mails.id });
    const trashed = removed.length ? removed : await db.update(mails).set({ folder: 'trash' }).where(eq(mails.id, id)).returning({ id: mails.id });
    if (!trashed.length) return notFound(c);
    await deps.live.publish({ group: 'mail', id, action: 'deleted' });
    return c.body(null, 204);
  });

  return app;
}
