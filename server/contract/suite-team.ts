// The team API's contract (docs/api/team.md), run against both backends (demo.test.ts,
// server.test.ts): invitations and their links, registration with a link, and the members' roles
// and active flags. The link is read where each backend puts it: the server mails it (the test
// reads its mailbox; its answer has no `demoLink`), the demo answers it in `demoLink`. What only
// the server does (mail over SMTP, a mail server that is down, attempt limits, an expired link) is
// in server/team.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_TTL_MS, teamMessages, type Invitation, type TeamMember } from '@/lib/api-contract/team';
import { invitationTokenIn, type Backend } from './backends';
import { DEMO, type Json } from './client';

const PASSWORD = 'Team-passw0rd';

export function teamContractSuite(open: () => Promise<Backend>) {
  describe('team', () => {
    let backend: Backend;
    let admin: string;
    let stamp = '';

    const call = async (method: string, path: string, body?: unknown, token: string | null = admin) => {
      const response = await backend.request(path, {
        method,
        headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as Json };
    };
    const signIn = async (email: string, password: string) => {
      const answer = await call('POST', '/api/auth/login', { email, password }, null);
      expect(answer.status).toBe(200);
      return answer.body.accessToken as string;
    };
    const address = (name: string) => `${name}.${stamp}@example.com`;

    /** The token of the link a backend sent for an invitation answer: mailed by the server, answered by the demo. */
    const tokenOf = (answer: { body: Json }, email: string) => {
      if (!backend.mailbox) return invitationTokenIn(answer.body.demoLink as string)!;
      expect(answer.body.demoLink).toBeUndefined();
      const mail = backend.mailbox.last(email);
      expect(mail?.text).toContain('/auth/jwt/register?invitation=');
      return invitationTokenIn(mail?.text)!;
    };
    const invite = async (email: string, role: string) => {
      const answer = await call('POST', '/api/team/invitations', { email, role });
      expect(answer.status).toBe(201);
      return { invitation: answer.body.invitation as Invitation, token: tokenOf(answer, email) };
    };
    const register = (email: string, invitation?: string) =>
      call('POST', '/api/auth/register', { email, password: PASSWORD, firstName: 'Te', lastName: 'Am', ...(invitation ? { invitation } : {}) }, null);
    const lookUp = (token: string) => call('GET', `/api/auth/invitation?token=${encodeURIComponent(token)}`, undefined, null);
    const members = async () => (await call('GET', '/api/team/members')).body.members as TeamMember[];
    const invitations = async () => (await call('GET', '/api/team/invitations')).body.invitations as Invitation[];

    beforeAll(async () => {
      backend = await open();
      stamp = `${backend.name}-${Date.now().toString(36)}`;
      admin = await signIn(DEMO.email, DEMO.password);
    });
    afterAll(() => backend.close());

    it("invites an address with a role; the link shows the invitation and registers that address with that role, once", async () => {
      const email = address('invited');
      const { invitation, token } = await invite(email.toUpperCase(), 'manager');
      expect(Object.keys(invitation).sort()).toEqual(['createdAt', 'email', 'expiresAt', 'id', 'role', 'sentAt']);
      expect(invitation).toMatchObject({ email, role: 'manager' });
      expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.sentAt)).toBe(INVITATION_TTL_MS);
      expect(token).toMatch(/^[\w-]{43}$/);
      expect((await invitations()).map((i) => i.id)).toContain(invitation.id);
      expect(await lookUp(token)).toEqual({ status: 200, body: { email, role: 'manager' } });

      const elsewhere = await register(address('someone-else'), token);
      expect([elsewhere.status, elsewhere.body.fieldErrors]).toEqual([400, { email: teamMessages.invitationOtherAddress }]);
      const created = await register(email.toUpperCase(), token);
      expect(created.status).toBe(201);
      // The link reached the address: it counts as confirmed.
      expect(created.body.user).toMatchObject({ email, role: 'manager', emailVerified: true });
      expect((await call('GET', '/api/auth/me', undefined, created.body.accessToken as string)).body.user.role).toBe('manager');

      const again = await register(address('invited-again'), token);
      expect([again.status, again.body]).toEqual([403, { message: teamMessages.invitationInvalid }]);
      expect(await lookUp(token)).toEqual({ status: 404, body: { message: teamMessages.invitationInvalid } });
      expect((await invitations()).map((i) => i.id)).not.toContain(invitation.id);
      expect((await members()).find((m) => m.email === email)).toMatchObject({ role: 'manager', active: true });
    });

    it('refuses to invite an address that has an account (409), and an invalid address or role (400)', async () => {
      const taken = await call('POST', '/api/team/invitations', { email: DEMO.email.toUpperCase(), role: 'user' });
      expect([taken.status, taken.body]).toEqual([409, { message: teamMessages.alreadyMember, fieldErrors: { email: teamMessages.alreadyMember } }]);
      const invalid = await call('POST', '/api/team/invitations', { email: 'not-an-address', role: 'owner' });
      expect(invalid.status).toBe(400);
      expect(invalid.body.fieldErrors).toEqual({ email: 'Enter a valid email address.', role: 'Choose admin, manager or user.' });
    });

    it('replaces a pending invitation of the same address: one invitation, the earlier link opens nothing', async () => {
      const email = address('twice');
      const first = await invite(email, 'user');
      const second = await invite(email, 'admin');
      expect((await invitations()).filter((i) => i.email === email).map((i) => [i.id, i.role])).toEqual([[second.invitation.id, 'admin']]);
      expect((await lookUp(first.token)).status).toBe(404);
      expect((await lookUp(second.token)).body).toEqual({ email, role: 'admin' });
      expect((await call('DELETE', `/api/team/invitations/${second.invitation.id}`)).status).toBe(204);
    });

    it('resends with a new link valid 7 more days: the old link opens nothing', async () => {
      const email = address('resent');
      const sent = await invite(email, 'user');
      const resent = await call('POST', `/api/team/invitations/${sent.invitation.id}/resend`);
      expect(resent.status).toBe(200);
      const token = tokenOf(resent, email);
      expect(token).not.toBe(sent.token);
      expect(resent.body.invitation).toMatchObject({ id: sent.invitation.id, email, role: 'user', createdAt: sent.invitation.createdAt });
      expect(Date.parse(resent.body.invitation.expiresAt as string) - Date.parse(resent.body.invitation.sentAt as string)).toBe(INVITATION_TTL_MS);
      expect((await lookUp(sent.token)).status).toBe(404);
      expect((await register(email, sent.token)).status).toBe(403);
      expect((await register(email, token)).status).toBe(201);
      expect((await call('POST', '/api/team/invitations/inv-missing/resend')).status).toBe(404);
    });

    it('revokes (204): the link opens nothing; an unknown invitation is 404', async () => {
      const email = address('revoked');
      const { invitation, token } = await invite(email, 'user');
      expect((await call('DELETE', `/api/team/invitations/${invitation.id}`)).status).toBe(204);
      expect((await call('DELETE', `/api/team/invitations/${invitation.id}`)).status).toBe(404);
      expect((await lookUp(token)).status).toBe(404);
      expect((await register(email, token)).body).toEqual({ message: teamMessages.invitationInvalid });
    });

    it('answers an unknown or missing token with 404 on look-up and 403 on registration', async () => {
      expect(await lookUp('made-up-token')).toEqual({ status: 404, body: { message: teamMessages.invitationInvalid } });
      expect((await call('GET', '/api/auth/invitation', undefined, null)).status).toBe(404);
      expect((await register(address('made-up'), 'made-up-token')).status).toBe(403);
    });

    it('lists the members with their role and active flag, and nothing secret', async () => {
      const list = await members();
      const demo = list.find((m) => m.email === DEMO.email);
      expect(demo).toMatchObject({ role: 'admin', active: true, displayName: 'Amira Haddad' });
      expect(Object.keys(demo!).sort()).toEqual(['active', 'createdAt', 'displayName', 'email', 'id', 'role']);
      expect(JSON.stringify(list)).not.toMatch(/hash|salt|token/i);
    });

    it("refuses a change of one's own role or activity (403), an empty change (400) and an unknown member (404)", async () => {
      const me = (await members()).find((m) => m.email === DEMO.email)!;
      for (const change of [{ role: 'user' }, { active: false }]) {
        expect(await call('PATCH', `/api/team/members/${me.id}`, change)).toEqual({ status: 403, body: { message: teamMessages.notYourself } });
      }
      const empty = await call('PATCH', `/api/team/members/${me.id}`, {});
      expect(empty.status).toBe(400);
      expect((await call('PATCH', '/api/team/members/acc-missing', { role: 'user' })).status).toBe(404);
      expect((await members()).find((m) => m.id === me.id)).toMatchObject({ role: 'admin', active: true });
    });

    it("ends a member's sessions on a role change and on deactivation; a deactivated account signs in as a wrong password would", async () => {
      const email = address('member');
      const { token } = await invite(email, 'user');
      const registered = await register(email, token);
      const id = registered.body.user.id as string;
      const first = registered.body.accessToken as string;

      const promoted = await call('PATCH', `/api/team/members/${id}`, { role: 'manager' });
      expect(promoted).toEqual({ status: 200, body: { member: expect.objectContaining({ id, role: 'manager', active: true }) } });
      expect((await call('GET', '/api/auth/me', undefined, first)).status).toBe(401);
      const second = await signIn(email, PASSWORD);
      expect((await call('GET', '/api/auth/me', undefined, second)).body.user.role).toBe('manager');

      expect((await call('PATCH', `/api/team/members/${id}`, { active: false })).body.member).toMatchObject({ active: false });
      expect((await call('GET', '/api/auth/me', undefined, second)).status).toBe(401);
      const refused = await call('POST', '/api/auth/login', { email, password: PASSWORD }, null);
      expect([refused.status, refused.body]).toEqual([401, { message: 'The email or password is not right.' }]);

      expect((await call('PATCH', `/api/team/members/${id}`, { active: true })).body.member).toMatchObject({ active: true, role: 'manager' });
      await signIn(email, PASSWORD);
    });

    it('keeps an active admin when two admins demote each other at the same moment', async () => {
      const email = address('second-admin');
      const { token } = await invite(email, 'admin');
      const other = (await register(email, token)).body as Json;
      const me = (await members()).find((m) => m.email === DEMO.email)!;
      // Only the two of them as active admins for this case; others (of other suites) are set aside and put back.
      const aside = (await members()).filter((m) => m.role === 'admin' && m.active && m.id !== me.id && m.id !== other.user.id);
      for (const m of aside) expect((await call('PATCH', `/api/team/members/${m.id}`, { active: false })).status).toBe(200);

      const [mine, theirs] = await Promise.all([
        call('PATCH', `/api/team/members/${other.user.id}`, { role: 'user' }),
        call('PATCH', `/api/team/members/${me.id}`, { role: 'user' }, other.accessToken as string),
      ]);
      const statuses = [mine.status, theirs.status];
      // One change goes through; the other is refused: as the last admin's (409), or because the
      // first one ended the session it came with (401).
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      const refused = mine.status === 200 ? theirs : mine;
      expect([401, 409]).toContain(refused.status);
      if (refused.status === 409) expect(refused.body).toEqual({ message: teamMessages.lastAdmin });
      const admins = (await call('GET', '/api/team/members', undefined, mine.status === 200 ? admin : (other.accessToken as string))).body.members as TeamMember[];
      expect(admins.filter((m) => m.role === 'admin' && m.active)).toHaveLength(1);

      if (theirs.status === 200) {
        // The demo account was demoted: the other admin gives its role back, and it signs in again.
        expect((await call('PATCH', `/api/team/members/${me.id}`, { role: 'admin' }, other.accessToken as string)).status).toBe(200);
        admin = await signIn(DEMO.email, DEMO.password);
      }
      for (const m of aside) expect((await call('PATCH', `/api/team/members/${m.id}`, { active: true })).status).toBe(200);
      expect((await members()).find((m) => m.id === me.id)).toMatchObject({ role: 'admin', active: true });
    });
  });
}
