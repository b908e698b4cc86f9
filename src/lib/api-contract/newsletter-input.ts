// The rules of the "notify me" form's request (docs/api/newsletter.md): one copy for the demo API
// (src/demo-api/handlers/newsletter.ts) and the API server (server/routes/forms.ts), so both answer
// the same field errors.
import { z } from 'zod';
import type { NewsletterInput } from './newsletter';

export const newsletterSchema = z.object({
  email: z
    .string('Enter your email address.')
    .trim()
    .min(1, 'Enter your email address.')
    .max(254, 'Use at most 254 characters.')
    .pipe(z.email('Enter a valid email address.')),
  topic: z.enum(['launch', 'news'], 'Unknown topic.').optional(),
  language: z.enum(['en', 'fr', 'ar'], 'Unknown language.').optional(),
}) satisfies z.ZodType<NewsletterInput, unknown>;
