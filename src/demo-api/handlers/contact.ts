// POST /api/contact: the public Contact Us form. Open to guests; the message is filed in the
// dashboard's mail inbox under "Website enquiries" (docs/product-rules.md#contact-form).
import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import type { ContactInput, ContactResponse } from '@/lib/api-contract/contact';
import type { Mail } from '@/lib/api-contract/mail';
import { randomHex } from '../crypto';
import { mail } from '../mail-store';
import { notify } from '../notification-store';
import { API, latency } from '../respond';
import { validateBody } from '../validate';

const TOPICS = ['consulting', 'data-products', 'partnership', 'press', 'careers', 'other'] as const;

const TOPIC_NAMES: Record<ContactInput['topic'], string> = {
  consulting: 'Consulting',
  'data-products': 'Data products',
  partnership: 'Partnership',
  press: 'Press',
  careers: 'Careers',
  other: 'Other',
};

export const contactSchema = z.object({
  name: z.string().trim().min(2, 'Enter your name (at least 2 characters).').max(100, 'Use at most 100 characters.'),
  email: z.string().trim().pipe(z.email('Enter a valid email address.')),
  company: z.string().trim().max(120, 'Use at most 120 characters.').optional().or(z.literal('')),
  topic: z.enum(TOPICS, 'Choose a topic.'),
  message: z
    .string()
    .trim()
    .min(10, 'Write at least 10 characters.')
    .max(5000, 'Use at most 5000 characters.'),
}) satisfies z.ZodType<ContactInput, unknown>;

export const handlers = [
  http.post(`${API}/contact`, async ({ request }) => {
    await latency();
    const parsed = await validateBody(request, contactSchema);
    if (!parsed.ok) return parsed.response;
    const input = parsed.data;
    const receivedAt = new Date().toISOString();
    const record: Mail = {
      id: `enq-${randomHex(8)}`,
      folder: 'inbox',
      labelIds: ['enquiries'],
      from: { name: input.name, email: input.email },
      to: [{ name: 'Corvane', email: 'hello@corvane.example' }],
      cc: [],
      subject: `Website enquiry: ${TOPIC_NAMES[input.topic]}${input.company ? ` (${input.company})` : ''}`,
      message: input.message,
      isUnread: true,
      isStarred: false,
      isImportant: false,
      attachments: [],
      createdAt: receivedAt,
    };
    await mail.put(record);
    await notify('mail', `Website enquiry from ${input.name}`, '/dashboard/mail');
    return HttpResponse.json({ id: record.id, receivedAt } satisfies ContactResponse, { status: 201 });
  }),
];
