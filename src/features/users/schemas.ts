// The users section's form schemas and values (the URL search params are in search.ts). Validation
// messages are keys of users.json (`validation.*`), an empty required field's the shared one
// (src/lib/form/field-rules.ts); the field components translate them.
import { z } from 'zod';
import {
  avatarRules,
  billingPlans,
  notificationKeys,
  passwordRules,
  socialKeys,
  userRoles,
  userStatuses,
} from '@/lib/api-contract/user';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '@/lib/api-contract/auth';
import { appRoles } from '@/lib/api-contract/permission';
import { REQUIRED, requiredChoice, requiredText } from '@/lib/form/field-rules';

// ---- The user form (/new and /$id/edit) and the quick-edit dialog. ---------------------------

const required = (max: number) => requiredText().max(max, 'validation.tooLong');

export const userFormSchema = z.object({
  name: required(80),
  email: requiredText().pipe(z.email('validation.email')),
  phoneCountry: requiredText(),
  phoneNumber: requiredText().regex(/^[0-9 ()-]{6,20}$/, 'validation.phone'),
  country: requiredText(),
  state: required(80),
  city: required(80),
  address: required(160),
  zipCode: required(16),
  company: required(120),
  role: requiredChoice(userRoles),
  status: requiredChoice(userStatuses),
  isVerified: z.boolean(),
});

export type UserFormValues = z.infer<typeof userFormSchema>;

export const emptyUserForm: UserFormValues = {
  name: '',
  email: '',
  phoneCountry: 'GB',
  phoneNumber: '',
  country: '',
  state: '',
  city: '',
  address: '',
  zipCode: '',
  company: '',
  role: 'analyst',
  status: 'active',
  isVerified: false,
};

/** The quick-edit dialog changes the fields a list manager touches most. */
export const quickEditSchema = userFormSchema.pick({
  name: true,
  email: true,
  company: true,
  role: true,
  status: true,
});
export type QuickEditValues = z.infer<typeof quickEditSchema>;

/** An avatar file's problem as a message key, or null when it may be uploaded. */
export function avatarFileError(file: File): string | null {
  if (!(avatarRules.types as readonly string[]).includes(file.type)) return 'validation.avatarType';
  if (file.size > avatarRules.maxBytes) return 'validation.avatarSize';
  return null;
}

// ---- Account settings (/dashboard/user/account). ---------------------------------------------

export const accountGeneralSchema = userFormSchema
  .pick({ name: true, email: true, phoneCountry: true, phoneNumber: true, country: true })
  .extend({
    city: z.string().trim().max(80, 'validation.tooLong'),
    address: z.string().trim().max(160, 'validation.tooLong'),
    zipCode: z.string().trim().max(16, 'validation.tooLong'),
    about: z.string().trim().max(600, 'validation.tooLong'),
  });
export type AccountGeneralValues = z.infer<typeof accountGeneralSchema>;

export const accountBillingSchema = z.object({
  plan: z.enum(billingPlans),
  period: z.enum(['monthly', 'yearly']),
  billingEmail: userFormSchema.shape.email,
  company: z.string().trim().max(120, 'validation.tooLong'),
  vatNumber: z.string().trim().max(20, 'validation.tooLong'),
  address: required(160),
  city: required(80),
  zipCode: required(16),
  country: requiredText(),
});
export type AccountBillingValues = z.infer<typeof accountBillingSchema>;

export const accountNotificationsSchema = z.object(
  Object.fromEntries(notificationKeys.map((key) => [key, z.boolean()])) as Record<
    (typeof notificationKeys)[number],
    z.ZodBoolean
  >,
);
export type AccountNotificationsValues = z.infer<typeof accountNotificationsSchema>;

const optionalUrl = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'validation.url' }),
]);
export const accountSocialSchema = z.object(
  Object.fromEntries(socialKeys.map((key) => [key, optionalUrl])) as Record<
    (typeof socialKeys)[number],
    typeof optionalUrl
  >,
);
export type AccountSocialValues = z.infer<typeof accountSocialSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, REQUIRED),
    newPassword: z.string().min(passwordRules.minLength, 'validation.passwordLength'),
    confirmPassword: z.string().min(1, REQUIRED),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordMatch',
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'validation.passwordSame',
  });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

// ---- Team access (the user list's "Team access" tab). -----------------------------------------

/** An invitation: the address it goes to and the role the account will have (the server's rules). */
export const inviteSchema = z.object({
  email: requiredText()
    .max(EMAIL_MAX_LENGTH, 'validation.email')
    .regex(EMAIL_PATTERN, 'validation.email'),
  role: requiredChoice(appRoles),
});
export type InviteValues = z.infer<typeof inviteSchema>;
