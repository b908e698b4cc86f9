// The demo API's invitations (docs/api/team.md): written by the team handlers (handlers/team.ts),
// read and used up by registration (handlers/auth.ts). As on the server, a link's token is 32 random
// bytes and only its SHA-256 is kept; the demo has no mail, so the link comes back in `demoLink`.
import { INVITATION_PARAM, INVITATION_TTL_MS, type Invitation } from '@/lib/api-contract/team';
import { defineCollection } from './db';

export interface StoredInvitation extends Invitation {
  tokenHash: string;
  invitedBy: string;
}

// Fixed dates (db.ts, moveWithCalendar): moving an expiry forward would keep a link open longer.
export const invitations = defineCollection<StoredInvitation>('invitations', () => [], { fixedDates: true });

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const newInvitationToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

export async function hashInvitationToken(token: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))));
}

export function invitationOf({ tokenHash: _hash, invitedBy: _by, ...invitation }: StoredInvitation): Invitation {
  return invitation;
}

/** The invitation a token opens, unless it was used, revoked or has expired. */
export async function invitationByToken(token: string): Promise<StoredInvitation | undefined> {
  const hash = await hashInvitationToken(token);
  const found = await invitations.find((i) => i.tokenHash === hash);
  return found && Date.parse(found.expiresAt) > Date.now() ? found : undefined;
}

/** A fresh token and 7 days from now, for a new invitation or a resend. */
export async function freshLink(origin: string): Promise<{ token: string; tokenHash: string; sentAt: string; expiresAt: string; link: string }> {
  const token = newInvitationToken();
  const now = Date.now();
  return {
    token,
    tokenHash: await hashInvitationToken(token),
    sentAt: new Date(now).toISOString(),
    expiresAt: new Date(now + INVITATION_TTL_MS).toISOString(),
    link: `${origin}/auth/jwt/register?${INVITATION_PARAM}=${encodeURIComponent(token)}`,
  };
}
