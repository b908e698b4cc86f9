// What only the server does around the team API and the codes (docs/api/team.md, docs/server.md#mail):
// mail that really goes out over SMTP to a server in this process, whose codes and links are then
// followed; a mail server that is down (503, nothing created nor used up); expired invitations; the
// attempt limits of every public door, kept in PostgreSQL so they hold across processes; and the
// last active admin. The cases both backends share are in contract/suite-team.ts.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamMessages } from '@/lib/api-contract/team';
import type { ServerConfig } from './config';
import { invitationTokenIn, serverBackend } from './contract/backends';
import { DEMO, type Json } from './contract/client';
import { deadSmtpUrl, startSmtpInbox, type SmtpInbox } from './contract/smtp-inbox';
import { accounts, authCodes, invitations } from './db/schema';
import { updateMember } from './team/members';

type Backend = Awaited<ReturnType<typeof serverBackend>>;
const APP_URL = 'https://app.corvane.example';
const PASSWORD = 'Team-passw0rd';
let n = 0;
const unique = (name: string) => `${name}.${Date.now().toString(36)}${(n += 1)}@example.com`;

function client(backend: () => Backend, headers: () => Record<string, string> = () => ({})) {
  return async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
    const response = await backend().request(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers(), ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as Json };
  };
}

async function signIn(backend: Backend, email: string, password: string) {
  const answer = await backend.request('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

describe('mail over SMTP, invitations by mail, and a mail server that is down', () => {
  let inbox: SmtpInbox;
  let server: Backend;
  let down: Backend;
  let admin = '';
  const call = client(() => server, () => ({ Authorization: `Bearer ${admin}` }));
  const callDown = client(() => down, () => ({ Authorization: `Bearer ${admin}` }));
  const register = (email: string, invitation?: string) =>
    call('POST', '/api/auth/register', { email, password: PASSWORD, firstName: 'In', lastName: 'Vited', ...(invitation ? { invitation } : {}) }, { Authorization: '' });
  const invite = async (email: string, role = 'user') => {
    const answer = await call('POST', '/api/team/invitations', { email, role });
    expect(answer.status).toBe(201);
    expect(answer.body.demoLink).toBeUndefined();
    const mail = await inbox.lastTo(email);
    return { invitation: answer.body.invitation as Json, mail, token: invitationTokenIn(mail.text)! };
  };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    // By invitation, as a server is by default; the same database for both apps.
    server = await serverBackend({ registration: 'invite', smtpUrl: inbox.url, appUrl: APP_URL });
    down = await serverBackend({ registration: 'invite', smtpUrl: await deadSmtpUrl() });
    admin = await signIn(server, DEMO.email, DEMO.password);
  });
  afterAll(async () => {
    await down.close();
    await server.close();
    await inbox.close();
  });

  it('refuses a registration without an invitation where registration is by invitation (403)', async () => {
    const answer = await register(unique('uninvited'));
    expect([answer.status, answer.body]).toEqual([403, { message: teamMessages.invitationRequired }]);
  });

  it("mails an invitation whose link registers the invitee with the role, once; only the link's hash is stored", async () => {
    const email = unique('mailed');
    const { invitation, mail, token } = await invite(email, 'manager');
    expect(mail.from?.value).toEqual([{ name: 'Corvane', address: 'no-reply@corvane.example' }]);
    expect(mail.subject).toBe('Your invitation to Corvane');
    expect(mail.text).toContain(`${APP_URL}/auth/jwt/register?invitation=${token}`);
    expect(mail.text).toContain('Amira Haddad invites you to join Corvane as a manager.');
    const [row] = await server.database.db.select().from(invitations).where(eq(invitations.id, invitation.id as string));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(row)).not.toContain(token);

    const created = await register(email, token);
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ email, role: 'manager', emailVerified: true });
    const again = await register(unique('second-use'), token);
    expect([again.status, again.body]).toEqual([403, { message: teamMessages.invitationInvalid }]);
  });

  it('refuses an expired invitation (404 on look-up, 403 on registration) and one for another address (400)', async () => {
    const email = unique('expired');
    const { invitation, token } = await invite(email);
    expect((await register(unique('other-address'), token)).body.fieldErrors).toEqual({ email: teamMessages.invitationOtherAddress });
    await server.database.db.update(invitations).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(invitations.id, invitation.id as string));
    expect((await call('GET', `/api/auth/invitation?token=${token}`)).status).toBe(404);
    expect((await register(email, token)).status).toBe(403);
    // Still listed, so an admin can send it again.
    const listed = (await call('GET', '/api/team/invitations')).body.invitations as Json[];
    expect(listed.find((i) => i.id === invitation.id)).toBeDefined();
    const resent = await call('POST', `/api/team/invitations/${invitation.id}/resend`);
    expect(resent.status).toBe(200);
    expect((await register(email, invitationTokenIn((await inbox.lastTo(email)).text))).status).toBe(201);
  });

  it('mails a reset code that sets a new password, and a verification code; no answer carries a code', async () => {
    const email = unique('codes');
    const { token } = await invite(email);
    expect((await register(email, token)).status).toBe(201);
    const asked = await call('POST', '/api/auth/forgot-password', { email });
    expect(asked.status).toBe(202);
    expect(asked.body.demoCode).toBeUndefined();
    const mail = await inbox.lastTo(email);
    expect(mail.subject).toBe('Your Corvane password reset code');
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect((await call('POST', '/api/auth/new-password', { email, code, password: 'Brand-new-passw0rd' })).status).toBe(200);
    await signIn(server, email, 'Brand-new-passw0rd');

    const verify = await call('POST', '/api/auth/verify/send', { email });
    expect(verify.body.demoCode).toBeUndefined();
    const verifyMail = await inbox.lastTo(email);
    expect(verifyMail.subject).toBe('Your Corvane verification code');
    expect((await call('POST', '/api/auth/verify', { email, code: /\b(\d{6})\b/.exec(verifyMail.text ?? '')?.[1] })).status).toBe(200);
  });

  it('answers 503 with Retry-After when the mail server is down: the code in force stays the one that works, for a known address as for an unknown one', async () => {
    const email = unique('down');
    const { token } = await invite(email);
    expect((await register(email, token)).status).toBe(201);
    expect((await call('POST', '/api/auth/forgot-password', { email })).status).toBe(202);
    const code = /\b(\d{6})\b/.exec((await inbox.lastTo(email)).text ?? '')?.[1];
    const [account] = await server.database.db.select().from(accounts).where(eq(accounts.email, email));
    const stored = async () => (await server.database.db.select().from(authCodes).where(eq(authCodes.accountId, account!.id))).map((r) => r.codeHash);
    const before = await stored();

    for (const address of [email, unique('nobody')]) {
      const refused = await callDown('POST', '/api/auth/forgot-password', { email: address });
      expect([refused.status, refused.body]).toEqual([503, { message: teamMessages.mailUnavailable }]);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await stored()).toEqual(before);
    expect((await callDown('POST', '/api/auth/verify/send', { email })).status).toBe(503);
    expect((await call('POST', '/api/auth/new-password', { email, code, password: 'After-outage-passw0rd' })).status).toBe(200);
  });

  it('answers 503 to an invitation when the mail server is down, creating none; a resend that fails keeps the old link', async () => {
    const email = unique('not-sent');
    const refused = await callDown('POST', '/api/team/invitations', { email, role: 'user' });
    expect([refused.status, refused.body]).toEqual([503, { message: teamMessages.mailUnavailable }]);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await call('GET', '/api/team/invitations')).body.invitations as Json[]).some((i) => i.email === email)).toBe(false);

    const { invitation, token } = await invite(email);
    const before = (await server.database.db.select().from(invitations).where(eq(invitations.id, invitation.id as string)))[0]!;
    expect((await callDown('POST', `/api/team/invitations/${invitation.id}/resend`)).status).toBe(503);
    // Replacing it by a new invitation fails the same way and leaves it as it was.
    expect((await callDown('POST', '/api/team/invitations', { email, role: 'admin' })).status).toBe(503);
    const after = (await server.database.db.select().from(invitations).where(eq(invitations.id, invitation.id as string)))[0]!;
    expect(after).toEqual(before);
    expect((await call('GET', `/api/auth/invitation?token=${token}`)).body).toEqual({ email, role: 'user' });
  });

  it('answers the code and the link in the answer too where AUTH_EXPOSE_CODES=1 (a public demo server), still mailing them', async () => {
    const demo = await serverBackend({ registration: 'invite', smtpUrl: inbox.url, appUrl: APP_URL, exposeCodes: true });
    try {
      const email = unique('exposed');
      const invited = await client(() => demo, () => ({ Authorization: `Bearer ${admin}` }))('POST', '/api/team/invitations', { email, role: 'user' });
      expect(invited.body.demoLink).toBe(`${APP_URL}/auth/jwt/register?invitation=${invitationTokenIn((await inbox.lastTo(email)).text)}`);
      const asked = await client(() => demo)('POST', '/api/auth/forgot-password', { email: DEMO.email });
      expect(asked.body.demoCode).toBe(/\b(\d{6})\b/.exec((await inbox.lastTo(DEMO.email)).text ?? '')?.[1]);
    } finally {
      await demo.close();
    }
  });
});

describe('attempt limits on every public door (429 with Retry-After), shared by the processes', () => {
  let one: Backend;
  let two: Backend;
  const limits: Partial<ServerConfig> = {
    trustProxy: true,
    codeLimit: { perAccount: 2, perAddress: 4, windowSeconds: 600 },
    codeCheckLimit: { perAccount: 2, perAddress: 4, windowSeconds: 600 },
    registerLimit: { perAccount: 2, perAddress: 3, windowSeconds: 3600 },
  };
  let ip = 0;
  const from = () => ({ 'X-Forwarded-For': `10.9.0.${(ip += 1)}` });
  const onOne = client(() => one);
  const onTwo = client(() => two);
  const expectLimited = (answer: { status: number; headers: Headers; body: Json }, window: number) => {
    expect(answer.status).toBe(429);
    const wait = Number(answer.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(window);
    expect(answer.body.message).toMatch(/^Too many .+ Try again in \d+ minute\(s\)\.$/);
  };

  beforeAll(async () => {
    // Two apps on one database: two processes behind a load balancer. Open registration, with a mailbox.
    one = await serverBackend({ ...limits, registration: 'open' });
    two = await serverBackend({ ...limits, registration: 'open' });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('limits the codes asked for per address (forgot-password and verify/send together), across processes', async () => {
    const email = unique('asks');
    const headers = from();
    expect((await onOne('POST', '/api/auth/forgot-password', { email }, headers)).status).toBe(202);
    expect((await onTwo('POST', '/api/auth/verify/send', { email }, from())).status).toBe(202);
    expectLimited(await onOne('POST', '/api/auth/forgot-password', { email }, from()), 600);
    expectLimited(await onTwo('POST', '/api/auth/verify/send', { email: email.toUpperCase() }, from()), 600);
  });

  it('limits the codes asked for per client address, whatever the addresses asked for', async () => {
    const headers = from();
    for (let i = 0; i < 4; i++) expect((await (i % 2 ? onTwo : onOne)('POST', '/api/auth/forgot-password', { email: unique('many') }, headers)).status).toBe(202);
    expectLimited(await onOne('POST', '/api/auth/forgot-password', { email: unique('many') }, headers), 600);
    expect((await onOne('POST', '/api/auth/forgot-password', { email: unique('many') }, from())).status).toBe(202);
  });

  it('limits wrong codes per address: past the limit even the right code is refused (new-password and verify)', async () => {
    const email = unique('guesses');
    expect((await onOne('POST', '/api/auth/register', { email, password: PASSWORD, firstName: 'Gu', lastName: 'Ess' }, from())).status).toBe(201);
    expect((await onOne('POST', '/api/auth/forgot-password', { email }, from())).status).toBe(202);
    const code = /\b(\d{6})\b/.exec(one.mailbox!.last(email)!.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await onOne('POST', '/api/auth/new-password', { email, code: wrong, password: 'Guessed-passw0rd' }, from())).status).toBe(400);
    expect((await onTwo('POST', '/api/auth/verify', { email, code: wrong }, from())).status).toBe(400);
    expectLimited(await onOne('POST', '/api/auth/new-password', { email, code, password: 'Guessed-passw0rd' }, from()), 600);
    expectLimited(await onTwo('POST', '/api/auth/verify', { email, code }, from()), 600);
  });

  it('limits wrong codes per client address, whatever the addresses', async () => {
    const headers = from();
    for (let i = 0; i < 4; i++) expect((await onTwo('POST', '/api/auth/verify', { email: unique('wrong'), code: '123456' }, headers)).status).toBe(400);
    expectLimited(await onOne('POST', '/api/auth/verify', { email: unique('wrong'), code: '123456' }, headers), 600);
  });

  it('limits registrations per client address and refused registrations per address', async () => {
    const headers = from();
    for (let i = 0; i < 3; i++) expect((await onOne('POST', '/api/auth/register', { email: unique('signup'), password: PASSWORD, firstName: 'Si', lastName: 'Gn' }, headers)).status).toBe(201);
    expectLimited(await onTwo('POST', '/api/auth/register', { email: unique('signup'), password: PASSWORD, firstName: 'Si', lastName: 'Gn' }, headers), 3600);

    const taken = unique('taken');
    expect((await onOne('POST', '/api/auth/register', { email: taken, password: PASSWORD, firstName: 'Ta', lastName: 'Ken' }, from())).status).toBe(201);
    expect((await onTwo('POST', '/api/auth/register', { email: taken, password: PASSWORD, firstName: 'Ta', lastName: 'Ken' }, from())).status).toBe(409);
    expectLimited(await onOne('POST', '/api/auth/register', { email: taken, password: PASSWORD, firstName: 'Ta', lastName: 'Ken' }, from()), 3600);
  });

  it('limits invitation links that open nothing, per client address, on look-up and registration', async () => {
    const headers = from();
    expect((await onOne('GET', '/api/auth/invitation?token=guess-1', undefined, headers)).status).toBe(404);
    expect((await onTwo('GET', '/api/auth/invitation?token=guess-2', undefined, headers)).status).toBe(404);
    expect((await onOne('POST', '/api/auth/register', { email: unique('guess'), password: PASSWORD, firstName: 'Gu', lastName: 'Ess', invitation: 'guess-3' }, headers)).status).toBe(403);
    expectLimited(await onTwo('GET', '/api/auth/invitation?token=guess-4', undefined, headers), 3600);
    expectLimited(await onOne('POST', '/api/auth/register', { email: unique('guess'), password: PASSWORD, firstName: 'Gu', lastName: 'Ess', invitation: 'guess-5' }, headers), 3600);
  });
});

describe('the last active admin', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await serverBackend();
  });
  afterAll(() => backend.close());

  it('cannot be demoted nor deactivated, even by a change that passed the role check before the admins changed (409)', async () => {
    const db = backend.database.db;
    const admins = await db.select().from(accounts).where(sql`${accounts.role} = 'admin' and ${accounts.active}`);
    expect(admins.map((a) => a.email)).toEqual([DEMO.email]);
    const demo = admins[0]!;
    // An actor that is no longer an admin: a request checked before its own demotion went through.
    for (const change of [{ role: 'manager' as const }, { active: false }]) {
      expect(await updateMember(db, 'acc-former-admin', demo.id, change)).toEqual({ ok: false, reason: 'lastAdmin' });
    }
    const [after] = await db.select().from(accounts).where(eq(accounts.id, demo.id));
    expect([after!.role, after!.active, after!.tokenVersion]).toEqual(['admin', true, demo.tokenVersion]);
  });
});
