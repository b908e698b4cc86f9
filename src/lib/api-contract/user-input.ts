// The user group's payloads (docs/api/user.md): a managed user, the signed-in account's settings and
// a password change. One copy for the API server (server/routes/users.ts, account.ts) and the demo
// API (src/demo-api/handlers/user.ts, which imports it on its first write, so the list and details
// reads fetch no zod: docs/performance.md#demo-api).
import { z } from 'zod';
import { billingPlans, notificationKeys, passwordRules, socialKeys, userRoles, userStatuses } from '@/lib/api-contract/user';
import { findCountry } from '@/lib/catalog/countries';

const required = 'This field is required.';
export const userInput = z.object({
  name: z.string().trim().min(1, required).max(80, 'At most 80 characters.'),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address.')),
  phoneCountry: z.string().refine((code) => Boolean(findCountry(code)), 'Choose a country code.'),
  phoneNumber: z.string().trim().regex(/^[0-9 ()-]{6,20}$/, 'Enter a valid phone number.'),
  country: z.string().refine((code) => Boolean(findCountry(code)), 'Choose a country.'),
  state: z.string().trim().min(1, required).max(80),
  city: z.string().trim().min(1, required).max(80),
  address: z.string().trim().min(1, required).max(160),
  zipCode: z.string().trim().min(1, required).max(16),
  company: z.string().trim().min(1, required).max(120),
  role: z.enum(userRoles, 'Choose a role.'),
  status: z.enum(userStatuses, 'Choose a status.'),
  isVerified: z.boolean(),
});

const url = z.union([z.literal(''), z.url('Enter a full address starting with https://.')]);
export const accountInput = z.object({
  general: z
    .object({
      name: userInput.shape.name,
      email: userInput.shape.email,
      phoneCountry: userInput.shape.phoneCountry,
      phoneNumber: userInput.shape.phoneNumber,
      country: userInput.shape.country,
      city: z.string().trim().max(80),
      address: z.string().trim().max(160),
      zipCode: z.string().trim().max(16),
      about: z.string().trim().max(600, 'At most 600 characters.'),
    })
    .optional(),
  billing: z
    .object({
      plan: z.enum(billingPlans),
      period: z.enum(['monthly', 'yearly']),
      billingEmail: userInput.shape.email,
      company: z.string().trim().max(120),
      vatNumber: z.string().trim().max(20),
      address: userInput.shape.address,
      city: userInput.shape.city,
      zipCode: userInput.shape.zipCode,
      country: userInput.shape.country,
    })
    .optional(),
  notifications: z.object(Object.fromEntries(notificationKeys.map((k) => [k, z.boolean()]))).optional(),
  social: z.object(Object.fromEntries(socialKeys.map((k) => [k, url]))).optional(),
});

export const passwordInput = z.object({
  currentPassword: z.string().min(1, required),
  newPassword: z.string().min(passwordRules.minLength, `At least ${passwordRules.minLength} characters.`),
});
