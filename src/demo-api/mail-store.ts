// The mail collection, shared by the mail handlers and the contact form (D16).
import type { Mail } from '@/lib/api-contract/mail';
import { defineCollection } from './db';
import { seedMail } from './seed/mail';

export const mail = defineCollection<Mail>('mail', seedMail);
