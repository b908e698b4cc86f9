// The mail group's rules that need no validation library (docs/api/apps.md#mail): its folders and
// labels, a message as both backends store it, and the attachment stand-in. The demo API's mail
// reads import this file alone; the payload schemas (./mail-input.ts, with zod) load on a write.
// One copy for the demo API (src/demo-api/handlers/mail.ts) and the API server (server/routes/mail.ts).
import type { z } from 'zod';
import type { Mail, MailContact, MailLabel } from './mail';
import type { mailSendSchema } from './mail-input';

export const MAIL_FOLDERS = ['inbox', 'sent', 'drafts', 'archive', 'spam', 'trash'] as const;
export const MAIL_CUSTOM_LABELS = ['enquiries', 'clients', 'projects', 'finance'] as const;

/** The labels in the order GET /api/mail/labels answers them (counts added by the backend). */
export const MAIL_LABELS: readonly Omit<MailLabel, 'unreadCount' | 'totalCount'>[] = [
  { id: 'all', type: 'system', name: 'All mail' },
  { id: 'inbox', type: 'system', name: 'Inbox' },
  { id: 'sent', type: 'system', name: 'Sent' },
  { id: 'drafts', type: 'system', name: 'Drafts' },
  { id: 'starred', type: 'system', name: 'Starred' },
  { id: 'important', type: 'system', name: 'Important' },
  { id: 'archive', type: 'system', name: 'Archive' },
  { id: 'spam', type: 'system', name: 'Spam' },
  { id: 'trash', type: 'system', name: 'Trash' },
  { id: 'enquiries', type: 'custom', name: 'Website enquiries', color: 'orange' },
  { id: 'clients', type: 'custom', name: 'Clients', color: 'blue' },
  { id: 'projects', type: 'custom', name: 'Projects', color: 'green' },
  { id: 'finance', type: 'custom', name: 'Finance', color: 'purple' },
];

/**
 * A message sent or saved as a draft, as both backends store it: `id` is the draft's own when a
 * draft is saved again (a link to it stays valid), a new one otherwise; `html` as the backend
 * keeps it (the server cleans it first); the attachments' bytes are kept beside the record.
 */
export function newMail(
  input: z.infer<typeof mailSendSchema>,
  from: MailContact,
  id: string,
  html: string | undefined,
  createdAt: string,
): Mail {
  const contact = (email: string) => ({ name: email.split('@')[0] ?? email, email });
  return {
    id,
    folder: input.draft ? 'drafts' : 'sent',
    labelIds: [],
    from,
    to: input.to.map(contact),
    cc: (input.cc ?? []).map(contact),
    subject: input.subject,
    message: input.message,
    ...(html ? { html } : {}),
    isUnread: false,
    isStarred: false,
    isImportant: false,
    attachments: (input.attachments ?? []).map(({ name, size, mimeType }) => ({ name, size, mimeType })),
    createdAt,
  };
}

/**
 * Where a sent message goes inside the workspace (docs/api/apps.md#mail): the addresses of its `to`
 * and `cc`, lower-cased, once each, the sender's own left out (their copy is the one in Sent).
 * Each sign-in account with one of them gets a copy in its own inbox; the others are outside.
 */
export function deliveryAddresses(mail: Pick<Mail, 'from' | 'to' | 'cc'>): string[] {
  const sender = mail.from.email.toLowerCase();
  return [...new Set([...mail.to, ...mail.cc].map((c) => c.email.toLowerCase()))].filter((e) => e !== sender);
}

/** A recipient's copy of a sent message: in their inbox, unread, none of the sender's flags or labels. */
export const receivedCopy = (sent: Mail, id: string): Mail => ({
  ...sent,
  id,
  folder: 'inbox',
  labelIds: [],
  isUnread: true,
  isStarred: false,
  isImportant: false,
});

/**
 * One record per enquiry of the Contact Us form: each admin's inbox holds its own copy, and the
 * copies share the sender and the moment it came (the overview counts enquiries, not copies).
 */
export function distinctEnquiries<T extends Pick<Mail, 'createdAt'> & { from: Pick<Mail['from'], 'email'> }>(copies: readonly T[]): T[] {
  const seen = new Set<string>();
  return copies.filter((m) => {
    const key = `${m.createdAt} ${m.from.email}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The 400 of a `draftId` that names no draft. */
export const DRAFT_GONE = 'This draft no longer exists.';

/**
 * The content answered for an attachment whose bytes were never stored (the seed's messages list
 * files without content): a one-line text naming it, as a `data:` URL of its UTF-8 bytes.
 */
export function sampleAttachmentDataUrl(fileName: string, subject: string): string {
  const bytes = new TextEncoder().encode(`${fileName}: sample attachment of “${subject}”.`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:text/plain;base64,${btoa(binary)}`;
}
