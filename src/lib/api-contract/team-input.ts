// The team API's requests (docs/api/team.md): one copy for the demo API (src/demo-api/handlers/team.ts)
// and the API server (server/routes/team.ts, server/routes/auth.ts), so both answer the same field errors.
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './auth';
import { appRoles } from './permission';
import type { InvitationInput, MemberUpdateInput } from './team';

const role = z.enum(appRoles, 'Choose admin, manager or user.');

/** The same rules as registration's, so an invited address can always register. */
const email = z
  .string('Enter an email address.')
  .trim()
  .min(1, 'Enter an email address.')
  .max(EMAIL_MAX_LENGTH, 'Enter a valid email address.')
  .regex(EMAIL_PATTERN, 'Enter a valid email address.')
  .transform((value) => value.toLowerCase());

/** POST /api/team/invitations. */
export const invitationSchema = z.object({ email, role }) satisfies z.ZodType<InvitationInput, unknown>;

/** PATCH /api/team/members/:id: a role, an active flag, or both. */
export const memberUpdateSchema = z
  .object({ role: role.optional(), active: z.boolean('Give true or false.').optional() })
  .refine((input) => input.role !== undefined || input.active !== undefined, { message: 'Give a role or an active flag.', path: ['body'] }) satisfies z.ZodType<
  MemberUpdateInput,
  unknown
>;

/** An invitation link's token as the registration page sends it (`invitation` of the register body, `token` of the look-up). */
export const invitationTokenSchema = z.string().trim().min(1).max(200);

/** The token of a register body: a non-empty string, or nothing (a body without an invitation). */
export function invitationTokenOf(body: Record<string, unknown> | null): string | null {
  const parsed = invitationTokenSchema.safeParse(body?.invitation);
  return parsed.success ? parsed.data : null;
}
