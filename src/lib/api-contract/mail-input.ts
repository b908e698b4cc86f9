// The mail group's payloads (docs/api/apps.md#mail): a message sent or saved as a draft
// (POST /api/mail) and a change of its flags, folder or labels (PATCH /api/mail/:id). One copy for
// the demo API (src/demo-api/handlers/mail.ts) and the API server (server/routes/mail.ts), so both
// answer the same labels and field errors.
import { z } from 'zod';
import { MAIL_FILE_LIMIT, MAIL_TOTAL_LIMIT } from './mail';
import { MAIL_CUSTOM_LABELS, MAIL_FOLDERS } from './mail-rules';

// The rules without zod live in ./mail-rules.ts; the server imports both from here.
export * from './mail-rules';

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
