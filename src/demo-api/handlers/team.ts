// The demo API's team group (docs/api/team.md), on the demo's accounts: the same rules as the
// server's (server/routes/team.ts), but the demo keeps open registration and has no mail, so an
// invitation answers its link in `demoLink`. Who may call is `_permission.ts`'s business (admins).
// GET /api/auth/invitation is here too (groupPaths in ../handlers.ts): it reads the invitations.
import { HttpResponse, http } from 'msw';
import type { InvitationLookupResponse, InvitationResponse, MemberResponse, TeamMember } from '@/lib/api-contract/team';
import { teamMessages } from '@/lib/api-contract/team';
import { accounts, findAccountByEmail, requireAccount, withSessionsEnded, type Account } from '../accounts';
import { randomHex } from '../crypto';
import { freshLink, invitationByToken, invitationOf, invitations } from '../invitation-store';
import { API, latency, notFound } from '../respond';
import { validateBody } from '../validate';

function memberOf(account: Account): TeamMember {
  return { id: account.id, email: account.email, displayName: account.displayName, role: account.role, active: account.active !== false, createdAt: account.createdAt };
}

// The rules (zod) load with the first team call, not with the demo API.
const teamInput = () => import('@/lib/api-contract/team-input');

const isActiveAdmin = (account: Account) => account.role === 'admin' && account.active !== false;

/**
 * Member changes one after another: the check that an active admin remains and the change must not
 * interleave with another change (two admins demoting each other), as the server's transaction ensures.
 */
let changes: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(change: () => Promise<T>): Promise<T> {
  const run = changes.then(change, change);
  changes = run.catch(() => undefined);
  return run;
}

export const handlers = [
  http.get(`${API}/team/members`, async () => {
    await latency();
    const members = (await accounts.all()).sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(memberOf);
    return HttpResponse.json({ members });
  }),

  http.patch<{ id: string }>(`${API}/team/members/:id`, async ({ request, params }) => {
    await latency();
    const actor = await requireAccount(request);
    const parsed = await validateBody(request, (await teamInput()).memberUpdateSchema);
    if (!parsed.ok) return parsed.response;
    if (params.id === actor.id) return HttpResponse.json({ message: teamMessages.notYourself }, { status: 403 });
    return oneAtATime(async () => {
      const target = await accounts.get(params.id);
      if (!target) return notFound();
      const role = parsed.data.role ?? target.role;
      const active = parsed.data.active ?? target.active !== false;
      const next: Account = { ...target, role, active };
      if (isActiveAdmin(target) && !isActiveAdmin(next) && !(await accounts.all()).some((a) => a.id !== target.id && isActiveAdmin(a))) {
        return HttpResponse.json({ message: teamMessages.lastAdmin }, { status: 409 });
      }
      // A role taken away or a deactivation ends the account's sessions at once.
      const endsSessions = role !== target.role || (target.active !== false && !active);
      const saved = await accounts.put(endsSessions ? withSessionsEnded(next) : next);
      return HttpResponse.json<MemberResponse>({ member: memberOf(saved) });
    });
  }),

  http.get(`${API}/team/invitations`, async () => {
    await latency();
    const all = (await invitations.all()).sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(invitationOf);
    return HttpResponse.json({ invitations: all });
  }),

  http.post(`${API}/team/invitations`, async ({ request }) => {
    await latency();
    const actor = await requireAccount(request);
    const parsed = await validateBody(request, (await teamInput()).invitationSchema);
    if (!parsed.ok) return parsed.response;
    const { email, role } = parsed.data;
    if (await findAccountByEmail(email)) {
      return HttpResponse.json({ message: teamMessages.alreadyMember, fieldErrors: { email: teamMessages.alreadyMember } }, { status: 409 });
    }
    // An earlier invitation of the address is replaced: its link opens nothing any more.
    const earlier = (await invitations.all()).filter((i) => i.email === email).map((i) => i.id);
    await invitations.deleteMany(earlier);
    const { link, token: _token, ...fresh } = await freshLink(new URL(request.url).origin);
    const stored = await invitations.put({ id: `inv-${randomHex(8)}`, email, role, invitedBy: actor.id, createdAt: fresh.sentAt, ...fresh });
    return HttpResponse.json<InvitationResponse>({ invitation: invitationOf(stored), demoLink: link }, { status: 201 });
  }),

  http.post<{ id: string }>(`${API}/team/invitations/:id/resend`, async ({ request, params }) => {
    await latency();
    const existing = await invitations.get(params.id);
    if (!existing) return notFound();
    const { link, token: _token, ...fresh } = await freshLink(new URL(request.url).origin);
    const stored = await invitations.put({ ...existing, ...fresh });
    return HttpResponse.json<InvitationResponse>({ invitation: invitationOf(stored), demoLink: link });
  }),

  http.delete<{ id: string }>(`${API}/team/invitations/:id`, async ({ params }) => {
    await latency();
    return (await invitations.delete(params.id)) ? new HttpResponse(null, { status: 204 }) : notFound();
  }),

  http.get(`${API}/auth/invitation`, async ({ request }) => {
    await latency();
    const token = (await teamInput()).invitationTokenSchema.safeParse(new URL(request.url).searchParams.get('token'));
    const found = token.success ? await invitationByToken(token.data) : undefined;
    if (!found) return HttpResponse.json({ message: teamMessages.invitationInvalid }, { status: 404 });
    return HttpResponse.json<InvitationLookupResponse>({ email: found.email, role: found.role });
  }),
];
