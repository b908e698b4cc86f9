// Who has access to the workspace (docs/api/team.md): its sign-in accounts and the pending
// invitations, managed by admins. Registration on the API server is by invitation by default
// (REGISTRATION=invite): an invitation mails a one-use link valid for 7 days to the registration
// page, which creates the account with the invited role. The demo API keeps open registration.
import type { UserRole } from './auth';

/** A sign-in account as an admin sees it. */
export interface TeamMember {
  id: string;
  email: string;
  displayName: string;
  role: UserRole;
  /** False: deactivated (cannot sign in; its sessions have ended). */
  active: boolean;
  createdAt: string;
}

export interface Invitation {
  id: string;
  email: string;
  role: UserRole;
  createdAt: string;
  /** When the mail last went out (a resend moves it and the expiry). */
  sentAt: string;
  expiresAt: string;
}

export interface TeamMembersResponse {
  members: TeamMember[];
}

export interface InvitationsResponse {
  invitations: Invitation[];
}

/** POST /api/team/invitations → 201 { invitation }; 409 when the address has an account. */
export interface InvitationInput {
  email: string;
  role: UserRole;
}

export interface InvitationResponse {
  invitation: Invitation;
  /** Only when the server answers codes (AUTH_EXPOSE_CODES=1, a public demo) or on the demo API: the link it mailed. */
  demoLink?: string;
}

/** PATCH /api/team/members/:id: an admin changes a person's role or (de)activates the account. */
export interface MemberUpdateInput {
  role?: UserRole;
  active?: boolean;
}

export interface MemberResponse {
  member: TeamMember;
}

/** GET /api/auth/invitation?token= → 200 { email, role }; 404 INVITATION_INVALID when used, expired, revoked or unknown. */
export interface InvitationLookupResponse {
  email: string;
  role: UserRole;
}

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The registration page's query parameter that carries the invitation token. */
export const INVITATION_PARAM = 'invitation';

export const teamMessages = {
  /** 403 on POST /api/auth/register without a valid invitation where registration is by invitation. */
  invitationRequired: 'Registration on this workspace is by invitation. Ask an administrator to invite you.',
  invitationInvalid: 'This invitation link is no longer valid. It may have been used, revoked or expired. Ask for a new one.',
  /** 400 on register: the address typed is not the invited one. */
  invitationOtherAddress: 'This invitation is for another email address.',
  alreadyMember: 'This address already has an account.',
  /** 409: the last active admin cannot be demoted, deactivated or deleted. */
  lastAdmin: 'The workspace needs at least one active administrator.',
  /** 403: an account cannot change its own role or deactivate itself. */
  notYourself: 'You cannot change your own role or deactivate your own account.',
  /** 503 with Retry-After: the mail server did not take the message; nothing was created. */
  mailUnavailable: 'The mail could not be sent. Try again in a few minutes.',
} as const;

export const teamPaths = {
  members: '/api/team/members',
  member: (id: string) => `/api/team/members/${encodeURIComponent(id)}`,
  invitations: '/api/team/invitations',
  invitation: (id: string) => `/api/team/invitations/${encodeURIComponent(id)}`,
  resend: (id: string) => `/api/team/invitations/${encodeURIComponent(id)}/resend`,
} as const;
