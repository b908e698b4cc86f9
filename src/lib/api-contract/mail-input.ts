// The mail group's rules (docs/api/apps.md#mail): its labels, a message sent or saved as a draft
// (POST /api/mail) and a change of its flags, folder or labels (PATCH /api/mail/:id). One copy for
// the demo API (src/demo-api/handlers/mail.ts) and the API server (server/routes/mail.ts), so both
// answer the same labels and field errors.
import { z } from 'zod';
import { MAIL_FILE_LIMIT, MAIL_TOTAL_LIMIT, type Mail, type MailContact, type MailLabel } from './mail';

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

export const mailUpdateSchema = z.object({
  isUnread: z.boolean().optional(),
  isStarred: z.boolean().optional(),
  isImportant: z.boolean().optional(),
  folder: z.enum(MAIL_FOLDERS, 'Unknown folder.').optional(),
  labelIds: z.array(z.enum(MAIL_CUSTOM_LABELS, 'Unknown label.')).optional(),
});

const addresses = z.array(z.string().trim().pipe(z.email('Enter valid email addresses.'))).max(20, 'At most 20 recipients.');

const attachmentSchema = z.object({
  name: z.string().trim().min(1).max(200),
  mimeType: z.string().max(200),
  size: z.number().int().min(0).max(MAIL_FILE_LIMIT, 'Each file can be at most 10 MB.'),
  dataUrl: z.string().startsWith('data:'),
});

export const mailSendSchema = z
  .object({
    to: addresses,
    cc: addresses.optional(),
    subject: z.string().trim().max(200, 'Use at most 200 characters.'),
    message: z.string().max(20_000, 'The message is too long.'),
    html: z.string().max(200_000, 'The message is too long.').optional(),
    attachments: z
      .array(attachmentSchema)
      .max(20, 'At most 20 files.')
      .refine((files) => files.reduce((sum, f) => sum + f.size, 0) <= MAIL_TOTAL_LIMIT, 'Attachments can add up to at most 25 MB.')
      .optional(),
    draft: z.boolean().optional(),
    draftId: z.string().max(100).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.draft) return;
    if (value.to.length === 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Add at least one recipient.' });
    if (!value.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Enter a subject.' });
    if (!value.message.trim() && !value.attachments?.length) ctx.addIssue({ code: 'custom', path: ['message'], message: 'Write a message.' });
  });

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
