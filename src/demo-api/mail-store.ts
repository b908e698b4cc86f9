// The mail collection, shared by the mail handlers and the contact form (docs/product-rules.md#contact-form). A stored message
// may carry its attachments' content (`files`, data URLs by attachment index); answers leave it out.
// Each message is in one account's mailbox (`accountId`, docs/api/apps.md#mail): the handlers read
// and write through `mailbox` and `ownMail`, so another account's message is never found; a
// message sent to workspace accounts is one record per mailbox (`deliver`).
// Mail comes from outside, so its HTML is sanitised as it is stored, with the function the app uses
// to show it (src/lib/rich-text/sanitize-mail-html.ts): remote images are kept, the reader holds
// them back. A stored record says it was cleaned (`clean`); one an older version stored without
// that mark is cleaned as it is loaded. The sanitiser (DOMPurify) loads only when a message is
// stored or such a record is found, so the reads of a page (the overview's counts) fetch none of it
// (docs/performance.md#demo-api).
// A message is stored in two parts (./seed/mail.ts): `mailHeaders`, all but the text, the HTML and
// the files, which the labels' counts and the overviews read, and the body, which only the list
// (its preview and search), the reader and the attachments need; `mail` joins them.
import type { Mail } from '@/lib/api-contract/mail';
import { deliveryAddresses, distinctEnquiries, receivedCopy } from '@/lib/api-contract/mail-rules';
import { accounts } from './accounts';
import { defineCollection, joinedCollection } from './db';
import { SEED_ACCOUNT_ID } from '@/lib/seed/base';
import { joinMail, seedMailBodies, seedMailHeaders, splitMail, type MailBody, type MailHeader } from '@/lib/seed/mail';

/** `accountId`: whose mailbox it is in. `clean`: its HTML went through the sanitiser, or it is the seed's own. */
export type StoredMail = Mail & { accountId: string; files?: string[]; clean?: true };
/** A stored message's headers; one stored whole before the split still carries its body and files. */
export type StoredMailHeader = MailHeader & Partial<Pick<StoredMail, 'files'>> & { accountId: string; clean?: true };
/** A stored message's body: its text, HTML and attachments' content. */
type StoredMailBody = MailBody & Pick<StoredMail, 'files'>;

/** A message with its HTML cleaned (no scripts, handlers, `javascript:` links, styles or frames). */
async function cleanMail<T extends StoredMailHeader>(record: T): Promise<T> {
  if (!record.html) return { ...record, clean: true };
  const { sanitizeMailHtml } = await import('@/lib/rich-text/sanitize-mail-html');
  return { ...record, html: sanitizeMailHtml(record.html, true).html, clean: true };
}

/**
 * A record read back from the browser's store: one stored without the mark is cleaned now, and one
 * stored when the mailbox was the workspace's goes to the demo account's, where the seed's are.
 */
export function upgradeStoredMail(record: StoredMailHeader): StoredMailHeader | Promise<StoredMailHeader> {
  const owned = record.accountId ? record : { ...record, accountId: SEED_ACCOUNT_ID };
  return owned.clean ? owned : cleanMail(owned);
}

/** The messages without their body (text, HTML, files): what counts and overviews read. */
export const mailHeaders = defineCollection<StoredMailHeader>(
  'mail',
  async () => (await seedMailHeaders()).map((m): StoredMailHeader => ({ ...m, accountId: SEED_ACCOUNT_ID, clean: true })),
  { upgrade: upgradeStoredMail },
);
const mailBodies = defineCollection<StoredMailBody>('mailBodies', seedMailBodies);

function split(record: StoredMail): [StoredMailHeader, StoredMailBody] {
  const { files, ...rest } = record;
  const [header, body] = splitMail(rest);
  return [header, files ? { ...body, files } : body];
}

function join(header: StoredMailHeader, body: StoredMailBody | undefined): StoredMail {
  const whole = joinMail(header, body);
  // Files stored with the body; a message stored whole before the split keeps its own.
  return whole === header || !body?.files ? whole : { ...whole, files: body.files };
}

/** The whole messages: every read joins the two parts, every write cleans and splits them. */
export const mail = joinedCollection<StoredMail, StoredMailHeader, StoredMailBody>('mail', [mailHeaders, mailBodies], {
  split,
  join,
  prepare: cleanMail,
});

/** A stored message as the API answers it: no owner or file content, and the fields older records lack. */
export function present({ files: _files, clean: _clean, accountId: _owner, ...record }: StoredMail): Mail {
  return { ...record, cc: record.cc ?? [] };
}

/** Who reads and writes a mailbox: the signed-in account. */
interface Actor {
  id: string;
}

/** The headers of the actor's mailbox (the labels' counts). */
export const mailboxHeaders = async (actor: Actor) => (await mailHeaders.all()).filter((m) => m.accountId === actor.id);

/** The whole messages of the actor's mailbox. */
export const mailbox = async (actor: Actor) => (await mail.all()).filter((m) => m.accountId === actor.id);

/** The actor's message of this id; undefined when it is in another mailbox or nowhere. */
export async function ownMail(actor: Actor, id: string): Promise<StoredMail | undefined> {
  const found = await mail.get(id);
  return found?.accountId === actor.id ? found : undefined;
}

/**
 * Stores a message in the actor's mailbox, and a sent one (not a draft) also in the inbox of each
 * other account of the workspace it is addressed to (`to`, `cc`, case-insensitive), unread.
 * Answers the actor's message as stored and the accounts whose mailbox changed.
 */
export async function deliver(actor: Actor, record: Omit<StoredMail, 'accountId'>): Promise<{ stored: StoredMail; mailboxes: string[] }> {
  const addresses = record.folder === 'drafts' ? [] : deliveryAddresses(record);
  const recipients = addresses.length
    ? (await accounts.all()).filter((a) => a.id !== actor.id && addresses.includes(a.email.toLowerCase()))
    : [];
  const stored = await mail.put({ ...record, accountId: actor.id });
  for (const recipient of recipients) {
    const { files, clean: _clean, accountId: _sender, ...sent } = stored;
    await mail.put({ ...receivedCopy(sent, crypto.randomUUID()), accountId: recipient.id, ...(files ? { files } : {}) });
  }
  return { stored, mailboxes: [actor.id, ...recipients.map((r) => r.id)] };
}

/** The Contact Us enquiries of every mailbox, once each (the overviews' figures). */
export async function workspaceEnquiries() {
  return distinctEnquiries((await mailHeaders.all()).filter((m) => m.labelIds.includes('enquiries')));
}
