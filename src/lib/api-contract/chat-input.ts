// The rules of a chat message and of a new conversation (docs/api/apps.md#chat): one schema each
// for the demo API (src/demo-api/handlers/chat.ts, which imports this module with its first write,
// so reading conversations fetches no zod) and the API server (server/routes/chat.ts), so the two
// answer the same field errors.
import { z } from 'zod';
import { CHAT_FILE_LIMIT } from './chat';

const messageBody = z.string().trim().min(1, 'Write a message.').max(4000, 'Use at most 4000 characters.');

/** POST /api/chat/conversation/:id/messages: text, files, or both; `id` makes a retry safe. */
export const chatMessageSchema = z
  .object({
    id: z.string().min(8).max(64).optional(),
    body: z.string().trim().max(4000, 'Use at most 4000 characters.'),
    attachments: z
      .array(
        z.object({
          name: z.string().trim().min(1).max(200),
          mimeType: z.string().max(200),
          size: z.number().int().min(0).max(CHAT_FILE_LIMIT, 'Each file can be at most 5 MB.'),
          dataUrl: z.string().startsWith('data:'),
        }),
      )
      .max(10, 'At most 10 files.')
      .optional(),
  })
  .refine((m) => m.body.length > 0 || (m.attachments?.length ?? 0) > 0, { path: ['body'], message: 'Write a message.' });

/** POST /api/chat/conversation: a first message to people for whom `isContact` holds. */
export function newConversationSchema(isContact: (id: string) => boolean) {
  return z.object({
    participantIds: z
      .array(z.string())
      .min(1, 'Choose at least one person.')
      .refine((ids) => ids.every(isContact), 'Choose people from your contacts.'),
    message: messageBody,
    name: z.string().trim().max(80, 'Use at most 80 characters.').optional(),
  });
}
