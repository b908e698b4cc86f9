// The header's notifications; other handlers add one when something worth knowing arrives.
import type { AppNotification } from '@/lib/api-contract/overview';
import { defineCollection } from './db';
import { sampleId, SEED_NOW } from './seed/base';
import { seedOrders } from './seed/order';

const SEED: [kind: AppNotification['kind'], title: string, link: string | null, hoursAgo: number, unread: boolean][] = [
  ['order', 'New order #C-1024 for Price Lens — Team', '/dashboard/order', 2, true],
  ['mail', 'Website enquiry about Footfall Atlas coverage', '/dashboard/mail', 5, true],
  ['chat', 'Julien Moreau: the supplier feed pipeline is green again', '/dashboard/chat', 9, true],
  ['project', 'Sales dashboard v1 is ready for review', '/dashboard/kanban', 26, false],
  ['system', 'Nightly backup of the demo workspace completed', null, 30, false],
  ['order', 'Invoice INV-2026-0419 was paid', '/dashboard/invoice', 50, false],
  ['project', 'Lakehouse cut-over is scheduled for Saturday', '/dashboard/calendar', 72, false],
];

async function newestOrderNotice(): Promise<(typeof SEED)[number]> {
  const newest = (await seedOrders()).at(-1)!;
  return ['order', `New order ${newest.number} from ${newest.billing.name}`, `/dashboard/order/${newest.id}`, 2, true];
}

export const notifications = defineCollection<AppNotification>('notifications', async () =>
  [await newestOrderNotice(), ...SEED.slice(1)].map(([kind, title, link, hoursAgo, isUnread], i) => ({
    id: sampleId(i),
    kind,
    title,
    link,
    isUnread,
    createdAt: new Date(SEED_NOW.getTime() - hoursAgo * 3_600_000).toISOString(),
  })),
);

export async function notify(kind: AppNotification['kind'], title: string, link: string | null) {
  await notifications.put({ id: crypto.randomUUID(), kind, title, link, isUnread: true, createdAt: new Date().toISOString() });
}
