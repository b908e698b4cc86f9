// The demo API's auth group (docs/api/auth.md): sign-in, registration (open, or with an invitation
// link, docs/api/team.md), the current user, password reset and email verification with six-digit
// codes (shown by the demo instead of emailed).
import { HttpResponse, http } from 'msw';
import {
  CODE_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  failedPasswordRules,
  type AuthResponse,
  type CodeSentResponse,
  type MeResponse,
  type MessageResponse,
} from '@/lib/api-contract/auth';
import { accounts, findAccountByEmail, issueToken, publicUser, requireAccount, withSessionsEnded, type Account } from '../accounts';
import { hashPassword, randomHex, verifyPassword } from '../crypto';
import { defineCollection } from '../db';
import { API, conflict, fieldErrors, latency, readJson } from '../respond';

type Purpose = 'reset' | 'verify';
interface AuthCode {
  id: string;
  code: string;
  expiresAt: number;
}
// Fixed dates (db.ts, moveWithCalendar): a code's expiry never follows the calendar.
const codes = defineCollection<AuthCode>('auth-codes', () => [], { fixedDates: true });
const CODE_LIFETIME_MS = 15 * 60_000;

function text(body: Record<string, unknown> | null, field: string): string {
  const value = body?.[field];
  return typeof value === 'string' ? value.trim() : '';
}

function emailError(email: string): string | null {
  if (!email) return 'Enter your email address.';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return 'Enter a valid email address.';
  return null;
}

function passwordError(password: string): string | null {
  if (!password) return 'Enter a password.';
  return failedPasswordRules(password).length ? 'Use at least 8 characters with a lowercase letter, an uppercase letter and a number.' : null;
}

function nameError(name: string, label: string): string | null {
  if (!name) return `Enter your ${label}.`;
  return name.length > NAME_MAX_LENGTH ? `Use at most ${NAME_MAX_LENGTH} characters.` : null;
}

function collect(errors: Record<string, string | null>): Record<string, string> | null {
  const present = Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== null);
  return present.length ? Object.fromEntries(present) : null;
}

function sixDigits(): string {
  return String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0');
}

async function issueCode(purpose: Purpose, email: string): Promise<CodeSentResponse> {
  const code = sixDigits();
  const account = await findAccountByEmail(email);
  // Unknown addresses get a code too (never stored), so the answer does not reveal who has an account.
  if (account) await codes.put({ id: `${purpose}:${account.id}`, code, expiresAt: Date.now() + CODE_LIFETIME_MS });
  const message =
    purpose === 'reset'
      ? 'If an account uses this address, a reset code is on its way.'
      : 'If an account uses this address, a verification code is on its way.';
  return { message, demoCode: code };
}

/** True (and the code used up) when `code` is the live code for this purpose and account. */
async function consumeCode(purpose: Purpose, account: Account | undefined, code: string): Promise<boolean> {
  if (!account) return false;
  const stored = await codes.get(`${purpose}:${account.id}`);
  if (!stored || stored.expiresAt < Date.now() || stored.code !== code) return false;
  await codes.delete(stored.id);
  return true;
}

const WRONG_CODE = 'This code is not right or has expired. Ask for a new one.';

export const handlers = [
  http.post(`${API}/auth/login`, async ({ request }) => {
    await latency();
    const body = await readJson(request);
    const email = text(body, 'email');
    const password = typeof body?.password === 'string' ? body.password : '';
    const invalid = collect({ email: emailError(email), password: password ? null : 'Enter your password.' });
    if (invalid) return fieldErrors(invalid);
    const account = await findAccountByEmail(email);
    const ok = account ? await verifyPassword(password, account.passwordHash, account.salt) : false;
    // A deactivated account is told no more than a wrong password would tell.
    if (!account || !ok || account.active === false) {
      return HttpResponse.json({ message: 'The email or password is not right.' }, { status: 401 });
    }
    return HttpResponse.json<AuthResponse>({ accessToken: await issueToken(account), user: publicUser(account) });
  }),

  http.post(`${API}/auth/register`, async ({ request }) => {
    await latency();
    const body = await readJson(request);
    const email = text(body, 'email');
    const password = typeof body?.password === 'string' ? body.password : '';
    const firstName = text(body, 'firstName');
    const lastName = text(body, 'lastName');
    const invalid = collect({
      email: emailError(email),
      password: passwordError(password),
      firstName: nameError(firstName, 'first name'),
      lastName: nameError(lastName, 'last name'),
    });
    if (invalid) return fieldErrors(invalid);
    // An invitation gives its role and must be for the typed address; the demo keeps open
    // registration, so a body without one registers a `user`.
    // Invitations (their rules, zod, and their store) load with the first registration, not with
    // the demo API.
    const [{ invitationTokenOf }, { teamMessages }, { invitationByToken, invitations }] = await Promise.all([
      import('@/lib/api-contract/team-input'),
      import('@/lib/api-contract/team'),
      import('../invitation-store'),
    ]);
    const token = invitationTokenOf(body);
    const invitation = token ? await invitationByToken(token) : undefined;
    if (token && !invitation) return HttpResponse.json({ message: teamMessages.invitationInvalid }, { status: 403 });
    if (invitation && invitation.email !== email.toLowerCase()) return fieldErrors({ email: teamMessages.invitationOtherAddress });
    if (await findAccountByEmail(email)) {
      return conflict('An account already uses this email address.', {
        email: 'An account already uses this email address. Sign in instead.',
      });
    }
    const { hash, salt } = await hashPassword(password);
    const account: Account = {
      id: `acc-${randomHex(8)}`,
      email: email.toLowerCase(),
      firstName,
      lastName,
      displayName: `${firstName} ${lastName}`,
      role: invitation?.role ?? 'user',
      createdAt: new Date().toISOString(),
      // The invitation's link reached this address: it is confirmed.
      emailVerified: Boolean(invitation),
      passwordHash: hash,
      salt,
    };
    await accounts.put(account);
    // Once: the link opens nothing any more.
    if (invitation) await invitations.delete(invitation.id);
    return HttpResponse.json<AuthResponse>(
      { accessToken: await issueToken(account), user: publicUser(account) },
      { status: 201 },
    );
  }),

  http.get(`${API}/auth/me`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    return HttpResponse.json<MeResponse>({ user: publicUser(account) });
  }),

  // "Sign out everywhere": every token of the account issued before now answers 401.
  http.post(`${API}/auth/sign-out-everywhere`, async ({ request }) => {
    await latency();
    const account = await requireAccount(request);
    await accounts.put(withSessionsEnded(account));
    return new HttpResponse(null, { status: 204 });
  }),

  http.post(`${API}/auth/forgot-password`, async ({ request }) => {
    await latency();
    const email = text(await readJson(request), 'email');
    const invalid = emailError(email);
    if (invalid) return fieldErrors({ email: invalid });
    return HttpResponse.json<CodeSentResponse>(await issueCode('reset', email), { status: 202 });
  }),

  http.post(`${API}/auth/new-password`, async ({ request }) => {
    await latency();
    const body = await readJson(request);
    const email = text(body, 'email');
    const code = text(body, 'code');
    const password = typeof body?.password === 'string' ? body.password : '';
    const invalid = collect({
      email: emailError(email),
      code: CODE_PATTERN.test(code) ? null : 'Enter the 6-digit code.',
      password: passwordError(password),
    });
    if (invalid) return fieldErrors(invalid);
    const account = await findAccountByEmail(email);
    if (!(await consumeCode('reset', account, code))) return fieldErrors({ code: WRONG_CODE });
    const { hash, salt } = await hashPassword(password);
    // A reset ends every session of the account (docs/security.md#sessions).
    await accounts.put(withSessionsEnded({ ...account!, passwordHash: hash, salt }));
    return HttpResponse.json<MessageResponse>({ message: 'Your password has been changed. Sign in with it now.' });
  }),

  http.post(`${API}/auth/verify/send`, async ({ request }) => {
    await latency();
    const email = text(await readJson(request), 'email');
    const invalid = emailError(email);
    if (invalid) return fieldErrors({ email: invalid });
    return HttpResponse.json<CodeSentResponse>(await issueCode('verify', email), { status: 202 });
  }),

  http.post(`${API}/auth/verify`, async ({ request }) => {
    await latency();
    const body = await readJson(request);
    const email = text(body, 'email');
    const code = text(body, 'code');
    const invalid = collect({
      email: emailError(email),
      code: CODE_PATTERN.test(code) ? null : 'Enter the 6-digit code.',
    });
    if (invalid) return fieldErrors(invalid);
    const account = await findAccountByEmail(email);
    if (!(await consumeCode('verify', account, code))) return fieldErrors({ code: WRONG_CODE });
    await accounts.put({ ...account!, emailVerified: true });
    return HttpResponse.json<MessageResponse>({ message: 'Your email address is confirmed.' });
  }),
];
