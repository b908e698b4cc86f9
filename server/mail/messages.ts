// The words of the mail the server sends: short plain text carrying the code or the link.
import type { UserRole } from '@/lib/api-contract/auth';
import { INVITATION_PARAM } from '@/lib/api-contract/team';
import type { OutgoingMail } from './mailer';

const ROLE_NAMES: Record<UserRole, string> = { admin: 'an administrator', manager: 'a manager', user: 'a member' };

export function resetCodeMail(to: string, code: string): OutgoingMail {
  return {
    to,
    subject: 'Your Corvane password reset code',
    text: [
      `Your code to choose a new Corvane password is ${code}.`,
      'It works once, for 15 minutes.',
      'If you did not ask for it, ignore this mail: your password stays as it is.',
    ].join('\n\n'),
  };
}

export function verifyCodeMail(to: string, code: string): OutgoingMail {
  return {
    to,
    subject: 'Your Corvane verification code',
    text: [`Your code to confirm this email address on Corvane is ${code}.`, 'It works once, for 15 minutes.'].join('\n\n'),
  };
}

/** The registration page's address with the token: `<app>/auth/jwt/register?invitation=<token>`. */
export function invitationLink(appOrigin: string, token: string): string {
  return `${appOrigin}/auth/jwt/register?${INVITATION_PARAM}=${encodeURIComponent(token)}`;
}

export function invitationMail(to: string, link: string, role: UserRole, invitedBy: string | null): OutgoingMail {
  return {
    to,
    subject: 'Your invitation to Corvane',
    text: [
      `${invitedBy ?? 'An administrator'} invites you to join Corvane as ${ROLE_NAMES[role]}.`,
      `Create your account with this link (it works once, for 7 days):\n${link}`,
      'If you did not expect this invitation, ignore this mail.',
    ].join('\n\n'),
  };
}
