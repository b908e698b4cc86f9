// The "notify me" form; messages are keys of the `pages` namespace.
import { z } from 'zod';

export const notifySchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'comingSoon.notify.errors.required')
    .pipe(z.email('comingSoon.notify.errors.invalid')),
});

export type NotifyValues = z.infer<typeof notifySchema>;
