// The Contact Us request (docs/product-rules.md#contact-form): its rules and the inbox message it
// becomes, one copy for the demo API (src/demo-api/handlers/contact.ts) and the API server
// (server/routes/forms.ts), so both answer the same field errors and file the same message.
import { z } from 'zod';
import type { ContactInput } from './contact';
import type { Mail } from './mail';

export const CONTACT_TOPICS = ['consulting', 'data-products', 'partnership', 'press', 'careers', 'other'] as const;

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
  topic: z.enum(CONTACT_TOPICS, 'Choose a topic.'),
  message: z
    .string()
    .trim()
    .min(10, 'Write at least 10 characters.')
    .max(5000, 'Use at most 5000 characters.'),
}) satisfies z.ZodType<ContactInput, unknown>;

/** The enquiry as filed: unread in the inbox, labelled "Website enquiries". */
export function enquiryMail(input: z.infer<typeof contactSchema>, id: string, receivedAt: string): Mail {
  return {
    id,
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
}

/** The header's notification of a new enquiry. */
export const enquiryNotification = (input: Pick<ContactInput, 'name'>) => ({
  kind: 'mail' as const,
  title: `Website enquiry from ${input.name}`,
  link: '/dashboard/mail',
});
