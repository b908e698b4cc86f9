// The mail group's payload schemas, apart from its handlers (handlers/mail.ts imports them on its
// first write, so the reads the dashboard shell makes on load do not fetch zod; docs/performance.md#demo-api).
import { z } from 'zod';
import { MAIL_FILE_LIMIT, MAIL_TOTAL_LIMIT } from '@/lib/api-contract/mail';
import { CUSTOM, FOLDERS } from './mail-store';

export const updateSchema = z.object({
  isUnread: z.boolean().optional(),
  isStarred: z.boolean().optional(),
  isImportant: z.boolean().optional(),
  folder: z.enum(FOLDERS, 'Unknown folder.').optional(),
  labelIds: z.array(z.enum(CUSTOM, 'Unknown label.')).optional(),
});

const addresses = z.array(z.string().trim().pipe(z.email('Enter valid email addresses.'))).max(20, 'At most 20 recipients.');

const attachmentSchema = z.object({
  name: z.string().trim().min(1).max(200),
  mimeType: z.string().max(200),
  size: z.number().int().min(0).max(MAIL_FILE_LIMIT, 'Each file can be at most 10 MB.'),
  dataUrl: z.string().startsWith('data:'),
});

export const sendSchema = z
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
