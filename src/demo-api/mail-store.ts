// The mail collection, shared by the mail handlers and the contact form (docs/product-rules.md#contact-form). A stored message
// may carry its attachments' content (`files`, data URLs by attachment index); answers leave it out.
import type { Mail } from '@/lib/api-contract/mail';
import { defineCollection } from './db';
import { seedMail } from './seed/mail';

export type StoredMail = Mail & { files?: string[] };

export const mail = defineCollection<StoredMail>('mail', seedMail);

/** A stored message as the API answers it: no file content, and the fields older records lack. */
export function present({ files: _files, ...record }: StoredMail): Mail {
  return { ...record, cc: record.cc ?? [] };
}
