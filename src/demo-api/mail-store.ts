// The mail collection, shared by the mail handlers and the contact form (docs/product-rules.md#contact-form). A stored message
// may carry its attachments' content (`files`, data URLs by attachment index); answers leave it out.
// Mail comes from outside, so its HTML is sanitised as it is stored, with the function the app uses
// to show it (src/lib/rich-text/sanitize-mail-html.ts): remote images are kept, the reader holds
// them back. A stored record says it was cleaned (`clean`); one an older version stored without
// that mark is cleaned as it is loaded. The sanitiser (DOMPurify) loads only when a message is
// stored or such a record is found, so the reads of a page (the overview's counts) fetch none of it
// (docs/performance.md#demo-api).
import type { Mail } from '@/lib/api-contract/mail';
import { defineCollection, type Collection } from './db';
import { seedMail } from './seed/mail';

/** `clean`: its HTML went through the sanitiser, or it is the seed's own. */
export type StoredMail = Mail & { files?: string[]; clean?: true };

/** A message with its HTML cleaned (no scripts, handlers, `javascript:` links, styles or frames). */
async function cleanMail<T extends StoredMail>(record: T): Promise<T> {
  if (!record.html) return { ...record, clean: true };
  const { sanitizeMailHtml } = await import('@/lib/rich-text/sanitize-mail-html');
  return { ...record, html: sanitizeMailHtml(record.html, true).html, clean: true };
}

/** A record read back from the browser's store: one stored without the mark is cleaned now. */
export function upgradeStoredMail(record: StoredMail): StoredMail | Promise<StoredMail> {
  return record.clean ? record : cleanMail(record);
}

const collection = defineCollection<StoredMail>(
  'mail',
  async () => (await seedMail()).map((m): StoredMail => ({ ...m, clean: true })),
  upgradeStoredMail,
);

export const mail: Collection<StoredMail> = {
  ...collection,
  put: async (record) => collection.put(await cleanMail(record)),
  putMany: async (records) => collection.putMany(await Promise.all(records.map(cleanMail))),
  replaceAll: async (records) => collection.replaceAll(await Promise.all(records.map(cleanMail))),
};

/** A stored message as the API answers it: no file content, and the fields older records lack. */
export function present({ files: _files, clean: _clean, ...record }: StoredMail): Mail {
  return { ...record, cc: record.cc ?? [] };
}
