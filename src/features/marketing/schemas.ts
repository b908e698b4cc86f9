// The Contact Us form (docs/product-rules.md#contact-form). Messages are keys of the `marketing` namespace; the limits
// are at least as strict as the demo API's, so a valid form is never refused for its shape.
import { z } from 'zod';

export const contactTopics = ['consulting', 'data-products', 'partnership', 'press', 'careers', 'other'] as const;

export const contactSchema = z.object({
  name: z.string().trim().min(2, 'contact.form.errors.nameRequired').max(100, 'contact.form.errors.tooLong'),
  email: z
    .string()
    .trim()
    .min(1, 'contact.form.errors.emailRequired')
    .pipe(z.email('contact.form.errors.emailInvalid')),
  company: z.string().trim().max(120, 'contact.form.errors.tooLong'),
  topic: z.union([z.enum(contactTopics), z.literal('')]).refine((v) => v !== '', 'contact.form.errors.topicRequired'),
  message: z
    .string()
    .trim()
    .min(20, 'contact.form.errors.messageShort')
    .max(2000, 'contact.form.errors.messageLong'),
});

export type ContactFormValues = z.input<typeof contactSchema>;

export const emptyContact: ContactFormValues = { name: '', email: '', company: '', topic: '', message: '' };
