// The header's notifications; other handlers add one when something worth knowing arrives.
import type { AppNotification } from '@/lib/api-contract/overview';
import { defineCollection } from './db';
import { seedNotifications } from './seed/notifications';

export const notifications = defineCollection<AppNotification>('notifications', seedNotifications);

export async function notify(kind: AppNotification['kind'], title: string, link: string | null) {
  await notifications.put({ id: crypto.randomUUID(), kind, title, link, isUnread: true, createdAt: new Date().toISOString() });
}
