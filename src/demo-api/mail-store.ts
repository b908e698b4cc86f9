// The mail collection, shared by the mail handlers and the contact form (docs/product-rules.md#contact-form). A stored message
// may carry its attachments' content (`files`, data URLs by attachment index); answers leave it out.
// Mail comes from outside, so its HTML is sanitised as it is stored (and records an older version
// stored as they are loaded), with the function the app uses to show it
// (src/lib/rich-text/sanitize-mail-html.ts): remote images are kept, the reader holds them back.
import type { Mail } from '@/lib/api-contract/mail';
import { sanitizeMailHtml } from '@/lib/rich-text/sanitize-mail-html';
import { defineCollection, type Collection } from './db';
import { seedMail } from './seed/mail';

export type StoredMail = Mail & { files?: string[] };

/** A message with its HTML cleaned (no scripts, handlers, `javascript:` links, styles or frames). */
export function cleanMail<T extends StoredMail>(record: T): T {
  return record.html ? { ...record, html: sanitizeMailHtml(record.html, true).html } : record;
}

const collection = defineCollection<StoredMail>('mail', seedMail, cleanMail);

export const mail: Collection<StoredMail> = {
  ...collection,
  put: (record) => collection.put(cleanMail(record)),
  putMany: (records) => collection.putMany(records.map(cleanMail)),
  replaceAll: (records) => collection.replaceAll(records.map(cleanMail)),
};

/** A stored message as the API answers it: no file content, and the fields older records lack. */
export function present({ files: _files, ...record }: StoredMail): Mail {
  return { ...record, cc: record.cc ?? [] };
}
