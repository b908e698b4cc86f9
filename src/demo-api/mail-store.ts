// The mail collection, shared by the mail handlers and the contact form (docs/product-rules.md#contact-form). A stored message
// may carry its attachments' content (`files`, data URLs by attachment index); answers leave it out.
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
import { defineCollection, joinedCollection } from './db';
import { joinMail, seedMailBodies, seedMailHeaders, splitMail, type MailBody, type MailHeader } from './seed/mail';

/** `clean`: its HTML went through the sanitiser, or it is the seed's own. */
export type StoredMail = Mail & { files?: string[]; clean?: true };
/** A stored message's headers; one stored whole before the split still carries its body and files. */
export type StoredMailHeader = MailHeader & Partial<Pick<StoredMail, 'files'>> & { clean?: true };
/** A stored message's body: its text, HTML and attachments' content. */
type StoredMailBody = MailBody & Pick<StoredMail, 'files'>;

/** A message with its HTML cleaned (no scripts, handlers, `javascript:` links, styles or frames). */
async function cleanMail<T extends StoredMailHeader>(record: T): Promise<T> {
  if (!record.html) return { ...record, clean: true };
  const { sanitizeMailHtml } = await import('@/lib/rich-text/sanitize-mail-html');
  return { ...record, html: sanitizeMailHtml(record.html, true).html, clean: true };
}

/** A record read back from the browser's store: one stored without the mark is cleaned now. */
export function upgradeStoredMail(record: StoredMailHeader): StoredMailHeader | Promise<StoredMailHeader> {
  return record.clean ? record : cleanMail(record);
}

/** The messages without their body (text, HTML, files): what counts and overviews read. */
export const mailHeaders = defineCollection<StoredMailHeader>(
  'mail',
  async () => (await seedMailHeaders()).map((m): StoredMailHeader => ({ ...m, clean: true })),
  upgradeStoredMail,
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

/** A stored message as the API answers it: no file content, and the fields older records lack. */
export function present({ files: _files, clean: _clean, ...record }: StoredMail): Mail {
  return { ...record, cc: record.cc ?? [] };
}
