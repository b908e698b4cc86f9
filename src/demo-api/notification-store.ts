// The header's notifications, one list per account (`accountId`, docs/api/overview.md): the
// handlers read and write through `notificationsOf` and `ownNotification`, so another account's
// notification is never found. Other handlers tell the accounts an event concerns (`notify`,
// NOTIFIED_ROLES: src/lib/api-contract/notification-rules.ts).
import type { UserRole } from '@/lib/api-contract/auth';
import type { NotificationNotice } from '@/lib/api-contract/notification-rules';
import type { AppNotification, NotificationsResponse } from '@/lib/api-contract/overview';
import { accounts } from './accounts';
import { defineCollection } from './db';
import { SEED_ACCOUNT_ID } from '@/lib/seed/base';
import { seedNotifications } from '@/lib/seed/notifications';

/** `accountId`: whose list it is in. */
export type StoredNotification = AppNotification & { accountId: string };

export const notifications = defineCollection<StoredNotification>(
  'notifications',
  async () => (await seedNotifications()).map((n) => ({ ...n, accountId: SEED_ACCOUNT_ID })),
  // One stored when the list was the workspace's goes to the demo account's, where the seed's are.
  { upgrade: (n) => (n.accountId ? n : { ...n, accountId: SEED_ACCOUNT_ID }) },
);

/** Who reads and writes a list: the signed-in account. */
interface Actor {
  id: string;
}

const present = ({ accountId: _owner, ...n }: StoredNotification): AppNotification => n;

/** The actor's notifications, newest first, with the unread count. */
export async function notificationsOf(actor: Actor): Promise<NotificationsResponse> {
  const list = (await notifications.all())
    .filter((n) => n.accountId === actor.id)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(present);
  return { notifications: list, unreadCount: list.filter((n) => n.isUnread).length };
}

/** The actor's notification of this id; undefined when it is another account's or none. */
export async function ownNotification(actor: Actor, id: string): Promise<StoredNotification | undefined> {
  const found = await notifications.get(id);
  return found?.accountId === actor.id ? found : undefined;
}

/** Marks every notification of the actor read; the others' stay as they are. */
export async function markAllRead(actor: Actor): Promise<void> {
  const unread = (await notifications.all()).filter((n) => n.accountId === actor.id && n.isUnread);
  await notifications.putMany(unread.map((n) => ({ ...n, isUnread: false })));
}

/** The active accounts of these roles, oldest first: who is told of an event. */
export async function accountsInRoles(roles: readonly UserRole[]): Promise<string[]> {
  return (await accounts.all())
    .filter((a) => a.active !== false && roles.includes(a.role))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .map((a) => a.id);
}

/** One unread notification in each of these accounts' lists. */
export async function notify(accountIds: readonly string[], notice: NotificationNotice): Promise<void> {
  const createdAt = new Date().toISOString();
  await notifications.putMany(accountIds.map((accountId) => ({ id: crypto.randomUUID(), accountId, ...notice, isUnread: true, createdAt })));
}
