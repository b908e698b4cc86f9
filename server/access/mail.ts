// One account's mailbox (docs/api/apps.md#mail): every query of the `mails` table takes the account
// acting, so a message in another mailbox is absent (a 404), filtered in the SQL that reads or
// writes it; routes never query the table themselves (eslint.config.js). A message sent to
// addresses of the workspace's accounts is one row per mailbox: the sender's in Sent, a copy in
// each recipient's inbox. The one read across mailboxes is the workspace's enquiries, for the
// overview's counts, each enquiry counted once however many admins got a copy.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import { normalize } from '@/lib/api-contract/list-query';
import type { Mail, MailLabel } from '@/lib/api-contract/mail';
import { deliveryAddresses, MAIL_FOLDERS, MAIL_LABELS, receivedCopy } from '@/lib/api-contract/mail-rules';
import { ENQUIRY_LABEL } from '@/lib/overview-pages/analytics';
import type { Db } from '../db/client';
import { accounts, mails } from '../db/schema';
import { runList, type SqlListSpec } from '../http/list';
import type { LiveBus } from '../live/bus';
import type { Actor, Delivery } from './notifications';

type MailRow = InferSelectModel<typeof mails>;
type MailChanges = Partial<Pick<MailRow, 'isUnread' | 'isStarred' | 'isImportant' | 'folder' | 'labelIds'>>;

/** The actor's own mailbox: the condition of every read and write below. */
export const mailOf = (actor: Actor): SQL => eq(mails.accountId, actor.id);
const ownMail = (actor: Actor, id: string) => and(mailOf(actor), eq(mails.id, id))!;

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

/** A message's row in `accountId`'s mailbox: the flags, folder and labels as columns, the rest in `data`. */
export function mailRow(m: Mail, accountId: string, files: string[] | null = null) {
  const { folder, isUnread, isStarred, isImportant, labelIds, ...rest } = m;
  return {
    id: m.id,
    accountId,
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
export function toMail(row: MailRow): Mail {
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

/** Every label of the actor's mailbox with its counts, in one pass over that mailbox. */
export async function labelCounts(db: Db, actor: Actor): Promise<MailLabel[]> {
  const [row] = await db
    .select(
      Object.fromEntries(
        MAIL_LABELS.flatMap((l) => [
          [`${l.id}_total`, sql<number>`count(*) filter (where ${inLabel(l.id)})`],
          [`${l.id}_unread`, sql<number>`count(*) filter (where ${inLabel(l.id)} and ${mails.isUnread})`],
        ]),
      ),
    )
    .from(mails)
    .where(mailOf(actor));
  const counts = (row ?? {}) as Record<string, number>;
  return MAIL_LABELS.map((l) => ({
    ...l,
    totalCount: Number(counts[`${l.id}_total`] ?? 0),
    unreadCount: Number(counts[`${l.id}_unread`] ?? 0),
  }));
}

const listSpec = (actor: Actor, labelId: string): SqlListSpec => ({
  search: mails.searchText,
  seq: mails.seq,
  base: and(mailOf(actor), inLabel(labelId)),
  sorters: {
    createdAt: mails.createdAt,
    subject: sql`lower(${mails.data}->>'subject') collate "C"`,
    from: sql`lower(${mails.data}->'from'->>'name') collate "C"`,
  },
  defaultSort: { sort: 'createdAt', order: 'desc' },
  filters: { unread: (v) => eq(mails.isUnread, v === 'true') },
  defaultPageSize: 20,
});

/** A label's list of the actor's mailbox (search, `unread`, sort and paging in SQL). */
export async function listMail(db: Db, actor: Actor, url: URL, labelId: string) {
  const { ids, ...rest } = await runList(db, url, listSpec(actor, labelId), mails);
  const rows = ids.length ? await db.select().from(mails).where(and(mailOf(actor), inArray(mails.id, ids))) : [];
  const byId = new Map(rows.map((r) => [r.id, toMail(r)]));
  return { items: ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])), ...rest };
}

/** The actor's message of this id (with its files' content), or undefined. */
export async function findMail(db: Db, actor: Actor, id: string): Promise<MailRow | undefined> {
  return (await db.select().from(mails).where(ownMail(actor, id)).limit(1))[0];
}

/** Changes the flags, folder or labels of the actor's message; undefined when the actor has none of this id. */
export async function updateMail(db: Db, actor: Actor, id: string, changes: MailChanges): Promise<MailRow | undefined> {
  if (!Object.keys(changes).length) return findMail(db, actor, id);
  return (await db.update(mails).set(changes).where(ownMail(actor, id)).returning())[0];
}

/** Like a mail client: to the trash, or from the trash for good. False when the actor has none of this id. */
export async function deleteMail(db: Db, actor: Actor, id: string): Promise<boolean> {
  const removed = await db.delete(mails).where(and(ownMail(actor, id), eq(mails.folder, 'trash'))).returning({ id: mails.id });
  if (removed.length) return true;
  return (await db.update(mails).set({ folder: 'trash' }).where(ownMail(actor, id)).returning({ id: mails.id })).length > 0;
}

/** The ids of the workspace's accounts with these addresses (case-insensitive), the actor left out. */
async function accountsWithAddresses(db: Db, actor: Actor, addresses: string[]): Promise<string[]> {
  if (!addresses.length) return [];
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(inArray(sql`lower(${accounts.email})`, addresses), ne(accounts.id, actor.id)));
  return rows.map((r) => r.id);
}

export interface Outgoing {
  draft?: boolean;
  draftId?: string;
  /** The attachments' content, by index. */
  files: string[];
  /** The message under the id it is stored with. */
  build: (id: string) => Mail;
}

/**
 * Sends, or saves a draft, in one transaction: with `draftId`, the actor's draft of that id is
 * saved again under it or sent and removed from Drafts. A sent message is also filed, unread, in
 * the inbox of each workspace account it is addressed to (`to`, `cc`). Null when `draftId` names
 * none of the actor's drafts. `deliveries`: the sender's message and each copy, by mailbox.
 */
export async function sendMail(db: Db, actor: Actor, out: Outgoing): Promise<{ mail: Mail; deliveries: Delivery[] } | null> {
  return db.transaction(async (tx) => {
    const [previous] = out.draftId
      ? await tx.select({ id: mails.id, folder: mails.folder }).from(mails).where(ownMail(actor, out.draftId)).for('update')
      : [];
    if (out.draftId && previous?.folder !== 'drafts') return null;
    const mail = out.build(out.draft && previous ? previous.id : randomUUID());
    if (previous) await tx.delete(mails).where(ownMail(actor, previous.id));
    const recipients = out.draft ? [] : await accountsWithAddresses(tx, actor, deliveryAddresses(mail));
    const copies = recipients.map((accountId) => ({ accountId, mail: receivedCopy(mail, randomUUID()) }));
    await tx.insert(mails).values([mailRow(mail, actor.id, out.files), ...copies.map((c) => mailRow(c.mail, c.accountId, out.files))]);
    return { mail, deliveries: [{ accountId: actor.id, id: mail.id }, ...copies.map((c) => ({ accountId: c.accountId, id: c.mail.id }))] };
  });
}

/** Files a message (the Contact Us form's) in each of these accounts' inboxes, each copy under its own id (in the caller's transaction). */
export async function fileInInboxes(db: Db, accountIds: readonly string[], message: (id: string) => Mail, newId: () => string): Promise<Delivery[]> {
  const copies = accountIds.map((accountId) => ({ accountId, mail: message(newId()) }));
  if (copies.length) await db.insert(mails).values(copies.map((c) => mailRow(c.mail, c.accountId)));
  return copies.map((c) => ({ accountId: c.accountId, id: c.mail.id }));
}

/** A new message's live event, to the streams of the account whose mailbox it is in only (as the demo names it: no id). */
export async function announceNewMail(live: LiveBus, deliveries: readonly Delivery[]): Promise<void> {
  for (const { accountId } of deliveries) await live.publish({ group: 'mail', id: '', action: 'created', audience: { accounts: [accountId] } });
}

/** A change of the actor's message, to the actor's streams only. */
export const announceOwnMail = (live: LiveBus, actor: Actor, id: string, action: 'updated' | 'deleted') =>
  live.publish({ group: 'mail', id, action, audience: { accounts: [actor.id] } });

// ---- The workspace's enquiries (the overview's figures) ----------------------------------------

/**
 * The Contact Us enquiries of every mailbox, one row each: the copies of one enquiry (one per
 * admin) share its sender and the moment it arrived. As a `from` clause with `m.created_at`.
 */
export const enquiriesFrom = sql`from (select distinct ${mails.createdAt} as created_at, ${mails.data}->'from'->>'email' as email from ${mails} where ${ENQUIRY_LABEL} = any(${mails.labelIds})) m`;

/** The same enquiries as records (when each arrived, and from whom). */
export async function workspaceEnquiries(db: Db): Promise<{ createdAt: string; from: { email: string } }[]> {
  const rows = await db
    .selectDistinct({ createdAt: mails.createdAt, email: sql<string>`${mails.data}->'from'->>'email'` })
    .from(mails)
    .where(sql`${ENQUIRY_LABEL} = any(${mails.labelIds})`);
  return rows.map((m) => ({ createdAt: m.createdAt.toISOString(), from: { email: m.email ?? '' } }));
}
