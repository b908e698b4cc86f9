// The sign-in forms' validation, the same rules as the server's (src/lib/api-contract/auth.ts).
// Messages are keys of auth.json.
import { z } from 'zod';
import {
  CODE_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  failedPasswordRules,
} from '@/lib/api-contract/auth';

const email = z
  .string()
  .trim()
  .min(1, 'validation.emailRequired')
  .max(EMAIL_MAX_LENGTH, 'validation.emailInvalid')
  .regex(EMAIL_PATTERN, 'validation.emailInvalid');

const newPassword = z
  .string()
  .min(1, 'validation.passwordRequired')
  .refine((value) => failedPasswordRules(value).length === 0, 'validation.passwordRules');

const name = (required: string) => z.string().trim().min(1, required).max(NAME_MAX_LENGTH, 'validation.nameTooLong');

const code = z.string().trim().regex(CODE_PATTERN, 'validation.codeInvalid');

export const loginSchema = z.object({
  email,
  password: z.string().min(1, 'validation.passwordRequired'),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  firstName: name('validation.firstNameRequired'),
  lastName: name('validation.lastNameRequired'),
  email,
  password: newPassword,
});
export type RegisterValues = z.infer<typeof registerSchema>;

export const emailSchema = z.object({ email });
export type EmailValues = z.infer<typeof emailSchema>;

export const verifySchema = z.object({ email, code });
export type VerifyValues = z.infer<typeof verifySchema>;

export const newPasswordSchema = z
  .object({ email, code, password: newPassword, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'validation.confirmMismatch',
    path: ['confirmPassword'],
  });
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

/** A new password from an emailed link (the link carries the account and the code). */
export const linkPasswordSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'validation.confirmMismatch',
    path: ['confirmPassword'],
  });
export type LinkPasswordValues = z.infer<typeof linkPasswordSchema>;
