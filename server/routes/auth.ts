// The auth group (docs/api/auth.md): sign-in, registration (by invitation unless REGISTRATION=open,
// docs/api/team.md), the current user, password reset and email verification with six-digit codes
// sent by mail, each door with its attempt limits (server/auth/rate-limit.ts), and the role switch
// of the permission page (POST /api/auth/role). Validation messages are the demo API's
// (src/demo-api/handlers/auth.ts), so the forms read the same words from either backend.
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import {
  CODE_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  NAME_MAX_LENGTH,
  failedPasswordRules,
  type AuthUser,
  type CodeSentResponse,
} from '@/lib/api-contract/auth';
import { ROLE_SWITCH_OFF, ROLE_SWITCH_REFUSED, type RoleSwitchRefused } from '@/lib/api-contract/permission';
import { roleSchema } from '@/lib/api-contract/permission-input';
import { teamMessages, type InvitationLookupResponse } from '@/lib/api-contract/team';
import { invitationTokenOf, invitationTokenSchema } from '@/lib/api-contract/team-input';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { rateLimiter, tooManyAttempts } from '../auth/rate-limit';
import type { AccountRow, AppEnv, ServerDeps } from '../context';
import { accounts, authCodes } from '../db/schema';
import { conflict, fieldErrors, readJson } from '../http/respond';
import { validateBody } from '../http/validate';
import { resetCodeMail, verifyCodeMail } from '../mail/messages';
import { invitationAccess } from '../team/invitations';

export function publicUser(account: AccountRow): AuthUser {
  return {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    displayName: account.displayName,
    role: account.role,
    createdAt: account.createdAt.toISOString(),
    ...(account.avatarUrl ? { avatarUrl: account.avatarUrl } : {}),
    emailVerified: account.emailVerified,
  };
}

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

const CODE_LIFETIME_MS = 15 * 60_000;
const WRONG_CODE = 'This code is not right or has expired. Ask for a new one.';
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The client's address: the socket's, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // in-process requests (app.request in tests) have no socket
  }
}

export function authRoutes(deps: ServerDeps) {
  const { database, tokens, config, logger, mailer } = deps;
  const db = database.db;
  const app = new Hono<AppEnv>();
  const limiter = rateLimiter(db, { login: config.loginLimit, code: config.codeLimit, codeCheck: config.codeCheckLimit, register: config.registerLimit });
  const invites = invitationAccess(db);
  const findByEmail = async (email: string) =>
    (await db.select().from(accounts).where(eq(sql`lower(${accounts.email})`, email.trim().toLowerCase())).limit(1))[0];
  const issueToken = (account: AccountRow) => tokens.issue({ sub: account.id, email: account.email, role: account.role, ver: account.tokenVersion });

  async function issueCode(purpose: 'reset' | 'verify', email: string): Promise<CodeSentResponse> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const account = await findByEmail(email);
    const message =
      purpose === 'reset'
        ? 'If an account uses this address, a reset code is on its way.'
        : 'If an account uses this address, a verification code is on its way.';
    // Only where the server is a public demo (AUTH_EXPOSE_CODES=1) does the code come back in the answer too.
    const answer = config.exposeCodes ? { message, demoCode: code } : { message };
    if (!account || !account.active) {
      // Unknown addresses get the same answer and no mail, but a mail server that is down is told as
      // it would be for a known one (503): the answer does not tell who has an account.
      await mailer.check();
      return answer;
    }
    // The mail first: when the mail server does not take it, the request answers 503 (app.ts) and the
    // code in force, if any, stays the one that works.
    await mailer.send(purpose === 'reset' ? resetCodeMail(account.email, code) : verifyCodeMail(account.email, code));
    const row = { purpose, accountId: account.id, codeHash: sha256(code), expiresAt: new Date(Date.now() + CODE_LIFETIME_MS) };
    await db
      .insert(authCodes)
      .values(row)
      .onConflictDoUpdate({ target: [authCodes.purpose, authCodes.accountId], set: { codeHash: row.codeHash, expiresAt: row.expiresAt } });
    return answer;
  }

  async function consumeCode(purpose: 'reset' | 'verify', account: AccountRow | undefined, code: string) {
    if (!account) return false;
    const deleted = await db
      .delete(authCodes)
      .where(
        and(
          eq(authCodes.purpose, purpose),
          eq(authCodes.accountId, account.id),
          eq(authCodes.codeHash, sha256(code)),
          sql`${authCodes.expiresAt} > now()`,
        ),
      )
      .returning({ id: authCodes.accountId });
    return deleted.length > 0;
  }

  /** Uses up the code, or the answer that refuses it: 429 past the wrong-code limit, 400 for a wrong one (counted). */
  async function checkCode(c: Context, purpose: 'reset' | 'verify', email: string, code: string): Promise<Response | null> {
    const address = clientAddress(c, config.trustProxy);
    const wait = await limiter.retryAfter('codeCheck', email, address);
    if (wait > 0) return tooManyAttempts(c, 'codeCheck', wait);
    if (await consumeCode(purpose, await findByEmail(email), code)) return null;
    await limiter.record('codeCheck', email, address);
    return fieldErrors(c, { code: WRONG_CODE });
  }

  app.post('/login', async (c) => {
    const body = await readJson(c);
    const email = text(body, 'email');
    const password = typeof body?.password === 'string' ? body.password : '';
    const invalid = collect({ email: emailError(email), password: password ? null : 'Enter your password.' });
    if (invalid) return fieldErrors(c, invalid);
    const address = clientAddress(c, config.trustProxy);
    const wait = await limiter.retryAfter('login', email, address);
    if (wait > 0) {
      logger.warn({ event: 'login.limited', address }, 'sign-in attempts limited');
      return tooManyAttempts(c, 'login', wait);
    }
    const account = await findByEmail(email);
    const ok = account ? await verifyPassword(password, account.passwordHash, account.salt) : await verifyPassword(password, '', '');
    // A deactivated account is told no more than a wrong password would tell.
    if (!account || !ok || !account.active) {
      await limiter.record('login', email, address);
      return c.json({ message: 'The email or password is not right.' }, 401);
    }
    await limiter.clearAccount('login', email);
    return c.json({ accessToken: await issueToken(account), user: publicUser(account) });
  });

  app.post('/register', async (c) => {
    const body = await readJson(c);
    const invitation = invitationTokenOf(body);
    // By invitation only (REGISTRATION=invite): without a link there is nothing to check.
    if (!invitation && config.registration === 'invite') return c.json({ message: teamMessages.invitationRequired }, 403);
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
    if (invalid) return fieldErrors(c, invalid);
    const address = clientAddress(c, config.trustProxy);
    const wait = await limiter.retryAfter('register', email, address);
    if (wait > 0) return tooManyAttempts(c, 'register', wait);
    // Refused attempts count against the door, and so do accounts opened without an invitation
    // (nobody vouched for them); an invited registration does not.
    const counted = async (response: Response) => {
      await limiter.record('register', email, address);
      return response;
    };
    const taken = () =>
      counted(conflict(c, 'An account already uses this email address.', { email: 'An account already uses this email address. Sign in instead.' }));
    const { hash, salt } = await hashPassword(password);
    const values = { id: `acc-${randomUUID()}`, email: email.toLowerCase(), firstName, lastName, displayName: `${firstName} ${lastName}`, passwordHash: hash, salt };
    if (invitation) {
      const accepted = await invites.accept(invitation, values);
      if (accepted.ok) return c.json({ accessToken: await issueToken(accepted.account), user: publicUser(accepted.account) }, 201);
      if (accepted.reason === 'invalid') return counted(c.json({ message: teamMessages.invitationInvalid }, 403));
      if (accepted.reason === 'otherAddress') return counted(fieldErrors(c, { email: teamMessages.invitationOtherAddress }));
      return taken();
    }
    if (await findByEmail(email)) return taken();
    const inserted = await db
      .insert(accounts)
      .values({ ...values, role: 'user', emailVerified: false })
      .onConflictDoNothing()
      .returning();
    const account = inserted[0];
    if (!account) return taken(); // registered by a concurrent request meanwhile
    return counted(c.json({ accessToken: await issueToken(account), user: publicUser(account) }, 201));
  });

  // The registration page reads the invitation it was opened with: the address and the role. An
  // unknown token counts against the client address as a refused registration does.
  app.get('/invitation', async (c) => {
    const address = clientAddress(c, config.trustProxy);
    const wait = await limiter.retryAfter('register', null, address);
    if (wait > 0) return tooManyAttempts(c, 'register', wait);
    const token = invitationTokenSchema.safeParse(c.req.query('token'));
    const found = token.success ? await invites.byToken(token.data) : undefined;
    if (!found) {
      await limiter.record('register', null, address);
      return c.json({ message: teamMessages.invitationInvalid }, 404);
    }
    return c.json({ email: found.email, role: found.role } satisfies InvitationLookupResponse);
  });

  app.get('/me', (c) => c.json({ user: publicUser(c.get('account')) }));

  // "Sign out everywhere" (the account's security settings): every token issued before now, this
  // one included, answers 401 from the next request on, on every server process.
  app.post('/sign-out-everywhere', async (c) => {
    await db.update(accounts).set({ tokenVersion: sql`${accounts.tokenVersion} + 1` }).where(eq(accounts.id, c.get('account').id));
    return c.body(null, 204);
  });

  app.post('/forgot-password', async (c) => {
    const email = text(await readJson(c), 'email');
    const invalid = emailError(email);
    if (invalid) return fieldErrors(c, { email: invalid });
    const wait = await limiter.take('code', email, clientAddress(c, config.trustProxy));
    if (wait > 0) return tooManyAttempts(c, 'code', wait);
    return c.json(await issueCode('reset', email), 202);
  });

  app.post('/new-password', async (c) => {
    const body = await readJson(c);
    const email = text(body, 'email');
    const code = text(body, 'code');
    const password = typeof body?.password === 'string' ? body.password : '';
    const invalid = collect({
      email: emailError(email),
      code: CODE_PATTERN.test(code) ? null : 'Enter the 6-digit code.',
      password: passwordError(password),
    });
    if (invalid) return fieldErrors(c, invalid);
    const refused = await checkCode(c, 'reset', email, code);
    if (refused) return refused;
    const account = await findByEmail(email);
    const { hash, salt } = await hashPassword(password);
    // A reset ends every session of the account (docs/security.md#sessions).
    await db
      .update(accounts)
      .set({ passwordHash: hash, salt, tokenVersion: sql`${accounts.tokenVersion} + 1` })
      .where(eq(accounts.id, account!.id));
    return c.json({ message: 'Your password has been changed. Sign in with it now.' });
  });

  app.post('/verify/send', async (c) => {
    const email = text(await readJson(c), 'email');
    const invalid = emailError(email);
    if (invalid) return fieldErrors(c, { email: invalid });
    const wait = await limiter.take('code', email, clientAddress(c, config.trustProxy));
    if (wait > 0) return tooManyAttempts(c, 'code', wait);
    return c.json(await issueCode('verify', email), 202);
  });

  app.post('/verify', async (c) => {
    const body = await readJson(c);
    const email = text(body, 'email');
    const code = text(body, 'code');
    const invalid = collect({ email: emailError(email), code: CODE_PATTERN.test(code) ? null : 'Enter the 6-digit code.' });
    if (invalid) return fieldErrors(c, invalid);
    const refused = await checkCode(c, 'verify', email, code);
    if (refused) return refused;
    const account = await findByEmail(email);
    await db.update(accounts).set({ emailVerified: true }).where(eq(accounts.id, account!.id));
    return c.json({ message: 'Your email address is confirmed.' });
  });

  // The permission page's role switch (src/demo-api/handlers/permission.ts; docs/api/overview.md). Only
  // where the server allows it (ROLE_SWITCH=1, docs/server.md#configure-environment): otherwise any account could
  // make itself admin. Refused before the body is read, so nothing about the request changes that.
  app.post('/role', async (c) => {
    if (!deps.config.roleSwitch) return c.json({ message: ROLE_SWITCH_REFUSED, code: ROLE_SWITCH_OFF } satisfies RoleSwitchRefused, 403);
    const parsed = await validateBody(c, roleSchema);
    if (!parsed.ok) return parsed.response;
    const [updated] = await db.update(accounts).set({ role: parsed.data.role }).where(eq(accounts.id, c.get('account').id)).returning();
    return c.json({ user: publicUser(updated!) });
  });

  return app;
}
