// The workspace's sign-in accounts as an admin manages them (docs/api/team.md): the list, and a
// change of role or of the active flag. A change that takes a role away or deactivates raises the
// account's token version, so its sessions end at once (server/auth/authorize.ts). The workspace
// always keeps an active admin: the check and the change are one transaction that locks the admins'
// rows, so two admins demoting each other at the same moment cannot both succeed.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { MemberUpdateInput, TeamMember } from '@/lib/api-contract/team';
import type { AccountRow } from '../context';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';

export function memberOf(row: AccountRow): TeamMember {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    role: row.role,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

export type MemberChange = { ok: true; member: TeamMember } | { ok: false; reason: 'notFound' | 'notYourself' | 'lastAdmin' };

export async function listMembers(db: Db): Promise<TeamMember[]> {
  return (await db.select().from(accounts).orderBy(asc(accounts.createdAt), asc(accounts.id))).map(memberOf);
}

/** Whether an account uses the address, whatever its case. */
export async function hasAccount(db: Db, email: string): Promise<boolean> {
  const rows = await db.select({ id: accounts.id }).from(accounts).where(eq(sql`lower(${accounts.email})`, email.trim().toLowerCase())).limit(1);
  return rows.length > 0;
}

export async function updateMember(db: Db, actorId: string, id: string, change: MemberUpdateInput): Promise<MemberChange> {
  if (id === actorId) return { ok: false, reason: 'notYourself' };
  return db.transaction(async (tx): Promise<MemberChange> => {
    // The active admins first, in one order (no deadlock between two changes), then the account.
    const admins = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.role, 'admin'), eq(accounts.active, true)))
      .orderBy(asc(accounts.id))
      .for('update');
    const [target] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
    if (!target) return { ok: false, reason: 'notFound' };
    const role = change.role ?? target.role;
    const active = change.active ?? target.active;
    const wasAdmin = target.role === 'admin' && target.active;
    if (wasAdmin && !(role === 'admin' && active) && !admins.some((a) => a.id !== target.id)) return { ok: false, reason: 'lastAdmin' };
    const endsSessions = role !== target.role || (target.active && !active);
    const [updated] = await tx
      .update(accounts)
      .set({ role, active, ...(endsSessions ? { tokenVersion: sql`${accounts.tokenVersion} + 1` } : {}) })
      .where(eq(accounts.id, id))
      .returning();
    return { ok: true, member: memberOf(updated!) };
  });
}
