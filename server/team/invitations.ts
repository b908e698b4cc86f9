// Invitations (docs/api/team.md): the one module that reads and writes the `invitations` table. A
// link's token is 32 random bytes (base64url); only its SHA-256 is stored, so the table alone lets
// nobody register. An invitation is valid until `expires_at`, and once: accepting it creates the
// account and deletes the row in one transaction.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gt, sql, type InferSelectModel } from 'drizzle-orm';
import type { UserRole } from '@/lib/api-contract/auth';
import { INVITATION_TTL_MS, type Invitation } from '@/lib/api-contract/team';
import type { AccountRow } from '../context';
import type { Db } from '../db/client';
import { accounts, invitations } from '../db/schema';

type InvitationRow = InferSelectModel<typeof invitations>;
type NewAccount = Omit<typeof accounts.$inferInsert, 'role' | 'emailVerified'>;

export const newInvitationToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const stillValid = () => gt(invitations.expiresAt, sql`now()`);

export function invitationOf(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export type Acceptance = { ok: true; account: AccountRow } | { ok: false; reason: 'invalid' | 'otherAddress' | 'taken' };

export function invitationAccess(db: Db) {
  return {
    /** Every invitation not accepted nor revoked, expired ones included (an admin may resend them), oldest first. */
    list: async () => (await db.select().from(invitations).orderBy(asc(invitations.createdAt), asc(invitations.id))).map(invitationOf),

    byId: async (id: string) => (await db.select().from(invitations).where(eq(invitations.id, id)).limit(1))[0],

    /** The invitation a link's token opens, unless it was used, revoked or has expired. */
    byToken: async (token: string) =>
      (await db.select().from(invitations).where(and(eq(invitations.tokenHash, hashOf(token)), stillValid())).limit(1))[0],

    /** A new invitation of the address, replacing any earlier one of it (whose link then opens nothing). */
    async put(input: { email: string; role: UserRole; invitedBy: string; token: string }) {
      const now = new Date();
      return db.transaction(async (tx) => {
        await tx.delete(invitations).where(eq(sql`lower(${invitations.email})`, input.email.toLowerCase()));
        const [row] = await tx
          .insert(invitations)
          .values({
            id: `inv-${randomUUID()}`,
            email: input.email.toLowerCase(),
            role: input.role,
            tokenHash: hashOf(input.token),
            invitedBy: input.invitedBy,
            createdAt: now,
            sentAt: now,
            expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
          })
          .returning();
        return row!;
      });
    },

    /** A new token and 7 more days (a resend): the old link opens nothing from now on. */
    async renew(id: string, token: string) {
      const now = new Date();
      const [row] = await db
        .update(invitations)
        .set({ tokenHash: hashOf(token), sentAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) })
        .where(eq(invitations.id, id))
        .returning();
      return row;
    },

    revoke: async (id: string) => (await db.delete(invitations).where(eq(invitations.id, id)).returning({ id: invitations.id })).length > 0,

    /**
     * Registration with an invitation: the account gets the invited role and address (confirmed: the
     * link reached it), and the invitation is gone, in one transaction; the row is locked, so two
     * registrations with one link cannot both succeed.
     */
    accept(token: string, account: NewAccount): Promise<Acceptance> {
      return db.transaction(async (tx): Promise<Acceptance> => {
        const [invitation] = await tx
          .select()
          .from(invitations)
          .where(and(eq(invitations.tokenHash, hashOf(token)), stillValid()))
          .for('update');
        if (!invitation) return { ok: false, reason: 'invalid' };
        if (invitation.email.toLowerCase() !== account.email.toLowerCase()) return { ok: false, reason: 'otherAddress' };
        const [created] = await tx
          .insert(accounts)
          .values({ ...account, email: invitation.email, role: invitation.role, emailVerified: true })
          .onConflictDoNothing()
          .returning();
        if (!created) return { ok: false, reason: 'taken' };
        await tx.delete(invitations).where(eq(invitations.id, invitation.id));
        return { ok: true, account: created };
      });
    },
  };
}
