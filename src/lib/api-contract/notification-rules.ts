// Who hears of what (docs/api/overview.md): each account has its own notifications and mailbox, so
// an event names the accounts it is for. One table for the demo API and the API server.
import type { UserRole } from './auth';
import type { AppNotification } from './overview';
import type { Order } from './order';

/**
 * The roles whose active accounts are told: a Contact Us message lands in each admin's inbox with
 * a notification; a new order is a notification for each admin and manager.
 */
export const NOTIFIED_ROLES = {
  enquiry: ['admin'],
  order: ['admin', 'manager'],
} as const satisfies Record<string, readonly UserRole[]>;

/** What a notification says, before it is stored for each account told. */
export type NotificationNotice = Pick<AppNotification, 'kind' | 'title' | 'link'>;

/** The header's notification of a new order. */
export const orderNotification = (order: Pick<Order, 'id' | 'number' | 'billing'>): NotificationNotice => ({
  kind: 'order',
  title: `New order ${order.number} from ${order.billing.name}`,
  link: `/dashboard/order/${order.id}`,
});
