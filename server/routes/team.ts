// The team group (docs/api/team.md): admins list the accounts, change a role or deactivate, and
// invite people by mail. Who may call is the permission table's business (admins only,
// server/auth/authorize.ts). An invitation's mail goes out before the invitation is stored: when
// the mail server does not take it, the request answers 503 (app.ts) and nothing changed.
import { Hono, type Context } from 'hono';
import { memberUpdateSchema, invitationSchema } from '@/lib/api-contract/team-input';
import { teamMessages, type InvitationResponse } from '@/lib/api-contract/team';
import type { AppEnv, ServerDeps } from '../context';
import type { ServerConfig } from '../config';
import { notFound } from '../http/respond';
import { validateBody } from '../http/validate';
import { invitationLink, invitationMail } from '../mail/messages';
import { invitationAccess, invitationOf, newInvitationToken } from '../team/invitations';
import { hasAccount, listMembers, updateMember } from '../team/members';

/** Where the app is, for the link: APP_URL, else the origin this request reached (as the proxy tells it, when trusted). */
export function appOrigin(c: Context, config: Pick<ServerConfig, 'appUrl' | 'trustProxy'>): string {
  if (config.appUrl) return config.appUrl;
  const url = new URL(c.req.url);
  const proto = config.trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const host = config.trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return `${proto || url.protocol.replace(/:$/, '')}://${host || url.host}`;
}

export function teamRoutes(deps: ServerDeps) {
  const { database, config, mailer } = deps;
  const db = database.db;
  const invites = invitationAccess(db);
  const app = new Hono<AppEnv>();

  /** Mails a new link to the address; the token goes nowhere else (but `demoLink` where codes are answered). */
  async function mailLink(c: Context<AppEnv>, email: string, role: Parameters<typeof invitationMail>[2]) {
    const token = newInvitationToken();
    const link = invitationLink(appOrigin(c, config), token);
    await mailer.send(invitationMail(email, link, role, c.get('account').displayName));
    return { token, demo: config.exposeCodes ? { demoLink: link } : {} };
  }

  app.get('/members', async (c) => c.json({ members: await listMembers(db) }));

  app.patch('/members/:id', async (c) => {
    const parsed = await validateBody(c, memberUpdateSchema);
    if (!parsed.ok) return parsed.response;
    const result = await updateMember(db, c.get('account').id, c.req.param('id'), parsed.data);
    if (result.ok) return c.json({ member: result.member });
    if (result.reason === 'notFound') return notFound(c);
    return c.json({ message: teamMessages[result.reason] }, result.reason === 'notYourself' ? 403 : 409);
  });

  app.get('/invitations', async (c) => c.json({ invitations: await invites.list() }));

  app.post('/invitations', async (c) => {
    const parsed = await validateBody(c, invitationSchema);
    if (!parsed.ok) return parsed.response;
    const { email, role } = parsed.data;
    if (await hasAccount(db, email)) return c.json({ message: teamMessages.alreadyMember, fieldErrors: { email: teamMessages.alreadyMember } }, 409);
    const { token, demo } = await mailLink(c, email, role);
    const row = await invites.put({ email, role, invitedBy: c.get('account').id, token });
    return c.json({ invitation: invitationOf(row), ...demo } satisfies InvitationResponse, 201);
  });

  app.post('/invitations/:id/resend', async (c) => {
    const existing = await invites.byId(c.req.param('id'));
    if (!existing) return notFound(c);
    const { token, demo } = await mailLink(c, existing.email, existing.role);
    const row = await invites.renew(existing.id, token);
    if (!row) return notFound(c); // revoked while the mail went out: its link opens nothing
    return c.json({ invitation: invitationOf(row), ...demo } satisfies InvitationResponse);
  });

  app.delete('/invitations/:id', async (c) => ((await invites.revoke(c.req.param('id'))) ? c.body(null, 204) : notFound(c)));

  return app;
}
