// The header's seed notifications (docs/api/overview.md): the newest seed order first, then fixed
// notices, dated against SEED_NOW. Shared by the demo API (notification-store.ts) and the server's seed.
import type { AppNotification } from '@/lib/api-contract/overview';
import { sampleId, SEED_NOW } from './base';
import { seedOrderCore } from './order';

const SEED: [kind: AppNotification['kind'], title: string, link: string | null, hoursAgo: number, unread: boolean][] = [
  ['order', 'New order #C-1024 for Price Lens — Team', '/dashboard/order', 2, true],
  ['mail', 'Website enquiry about Footfall Atlas coverage', '/dashboard/mail', 5, true],
  ['chat', 'Julien Moreau: the supplier feed pipeline is green again', '/dashboard/chat', 9, true],
  ['project', 'Sales dashboard v1 is ready for review', '/dashboard/kanban', 26, false],
  ['system', 'Nightly backup of the demo workspace completed', null, 30, false],
  ['order', 'Invoice INV-2026-0419 was paid', '/dashboard/invoice', 50, false],
  ['project', 'Lakehouse cut-over is scheduled for Saturday', '/dashboard/calendar', 72, false],
];

// The order's core is enough (number, buyer): every screen's header seeds the notifications, and
// the order details stay unfetched until an order screen needs them (./order.ts).
async function newestOrderNotice(): Promise<(typeof SEED)[number]> {
  const newest = (await seedOrderCore()).at(-1)!;
  // Dated when the order was placed, so the notice and the order tell the same time.
  const hoursAgo = (SEED_NOW.getTime() - Date.parse(newest.createdAt)) / 3_600_000;
  return ['order', `New order ${newest.number} from ${newest.billing.name}`, `/dashboard/order/${newest.id}`, hoursAgo, true];
}

export async function seedNotifications(): Promise<AppNotification[]> {
  return [await newestOrderNotice(), ...SEED.slice(1)].map(([kind, title, link, hoursAgo, isUnread], i) => ({
    id: sampleId(i),
    kind,
    title,
    link,
    isUnread,
    createdAt: new Date(SEED_NOW.getTime() - hoursAgo * 3_600_000).toISOString(),
  }));
}
