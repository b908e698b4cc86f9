// The header's notifications, one list per account (docs/api/overview.md): every query of the
// `notifications` table takes the account acting, so another account's notification is absent (a
// 404), filtered in the SQL that reads or writes it; routes never query the table themselves
// (eslint.config.js). Also who is told of an event (NOTIFIED_ROLES) and where its live event goes.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { UserRole } from '@/lib/api-contract/auth';
import type { NotificationNotice } from '@/lib/api-contract/notification-rules';
import type { AppNotification, NotificationsResponse } from '@/lib/api-contract/overview';
import type { AccountRow } from '../context';
import type { Db } from '../db/client';
import { accounts, notifications } from '../db/schema';
import type { LiveBus } from '../live/bus';

/** The account acting: every read and write names it. */
export type Actor = Pick<AccountRow, 'id'>;

/** A record stored in one account's list (a notification, a copy of a message), for its live event. */
export interface Delivery {
  accountId: string;
  id: string;
}

/** The actor's own notifications. */
export const notificationsOf = (actor: Actor) => eq(notifications.accountId, actor.id);
const ownNotification = (actor: Actor, id: string) => and(notificationsOf(actor), eq(notifications.id, id));

/** The actor's notifications, newest first, with the unread count. */
export async function notificationList(db: Db, actor: Actor): Promise<NotificationsResponse> {
  const rows = await db.select().from(notifications).where(notificationsOf(actor)).orderBy(desc(notifications.createdAt));
  const list: AppNotification[] = rows.map((n) => ({
    id: n.id,
    kind: n.kind as AppNotification['kind'],
    title: n.title,
    link: n.link,
    isUnread: n.isUnread,
    createdAt: n.createdAt.toISOString(),
  }));
  return { notifications: list, unreadCount: list.filter((n) => n.isUnread).length };
}

/** Whether the actor has a notification of this id. */
export async function hasNotification(db: Db, actor: Actor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: notifications.id }).from(notifications).where(ownNotification(actor, id)).limit(1);
  return Boolean(row);
}

/** Marks one of the actor's notifications read or unread; false when the actor has none of this id. */
export async function markNotification(db: Db, actor: Actor, id: string, isUnread: boolean): Promise<boolean> {
  const rows = await db.update(notifications).set({ isUnread }).where(ownNotification(actor, id)).returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks every notification of the actor read; the others' stay as they are. */
export async function markAllRead(db: Db, actor: Actor): Promise<void> {
  await db.update(notifications).set({ isUnread: false }).where(and(notificationsOf(actor), eq(notifications.isUnread, true)));
}

/** The active accounts of these roles, oldest first: who is told of an event (NOTIFIED_ROLES). */
export async function accountsInRoles(db: Db, roles: readonly UserRole[]): Promise<string[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.active, true), inArray(accounts.role, [...roles])))
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
  return rows.map((r) => r.id);
}

/** One unread notification in each of these accounts' lists (in the caller's transaction). */
export async function notify(db: Db, accountIds: readonly string[], notice: NotificationNotice, createdAt: Date): Promise<Delivery[]> {
  const rows = accountIds.map((accountId) => ({ id: randomUUID(), accountId, ...notice, isUnread: true, createdAt }));
  if (rows.length) await db.insert(notifications).values(rows);
  return rows.map(({ id, accountId }) => ({ id, accountId }));
}

/** Each new notification's live event, to its own account's streams only. */
export async function announceNotifications(live: LiveBus, delivered: readonly Delivery[]): Promise<void> {
  for (const { id, accountId } of delivered) await live.publish({ group: 'notification', id, action: 'created', audience: { accounts: [accountId] } });
}

/** A change of the actor's notifications (one, or all with id ''), to the actor's streams only. */
export const announceOwnChange = (live: LiveBus, actor: Actor, id = '') =>
  live.publish({ group: 'notification', id, action: 'updated', audience: { accounts: [actor.id] } });
