// One word and one colour per status of the records that show up on several screens: orders (their
// list, detail and timeline, the app and e-commerce overviews), invoices (list, tabs, summary,
// detail) and tour bookings (a tour's bookers, the booking overview). Every screen takes the
// palette and the label from here, so "Refunded" is the same word in the same colour wherever it
// shows (docs/product-rules.md#statuses). Palettes are Chakra colour palettes, never raw values.
import type { InvoiceStatus } from '@/lib/api-contract/invoice';
import type { OrderStatus } from '@/lib/api-contract/order';
import type { TourBookingStatus } from '@/lib/api-contract/overview-pages';

export const statusPalettes = {
  order: { pending: 'orange', completed: 'green', cancelled: 'gray', refunded: 'purple' } satisfies Record<OrderStatus, string>,
  invoice: { paid: 'green', pending: 'orange', overdue: 'red', draft: 'gray' } satisfies Record<InvoiceStatus, string>,
  booking: { pending: 'orange', approved: 'green', rejected: 'red', cancelled: 'gray' } satisfies Record<TourBookingStatus, string>,
} as const;

export type StatusKind = keyof typeof statusPalettes;
export type StatusOf<K extends StatusKind> = keyof (typeof statusPalettes)[K] & string;

/** The palette of a status; `all` (a list's first tab) is gray. */
export function statusPalette<K extends StatusKind>(kind: K, status: StatusOf<K> | 'all'): string {
  if (status === 'all') return 'gray';
  return (statusPalettes[kind] as Record<string, string>)[status] ?? 'gray';
}

/** The key of a status's label in the `common` namespace (`recordStatus.order.refunded`). */
export function statusLabelKey<K extends StatusKind>(kind: K, status: StatusOf<K>): string {
  return `recordStatus.${kind}.${status}`;
}
