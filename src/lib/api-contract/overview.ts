// The dashboard overview (/dashboard), the five overview pages and the header's notifications.

/** The reporting window of an overview page: 7, 30 or 90 days, or 12 months, ending today. */
export const overviewRanges = ['7d', '30d', '90d', '12m'] as const;
export type OverviewRange = (typeof overviewRanges)[number];
/** A chart's bucket: a day or a week (`key` YYYY-MM-DD, its first day) or a month (`key` YYYY-MM). */
export type OverviewBucketUnit = 'day' | 'week' | 'month';
export interface OverviewFigure {
  id: 'revenue' | 'orders' | 'subscribers' | 'enquiries';
  /** This period's value (revenue in euros). */
  value: number;
  /** Percent change against the previous period; null when there was nothing before. */
  change: number | null;
  /** Last 8 values, oldest first, for a sparkline. */
  trend: number[];
}

export interface OverviewResponse {
  /** The end of the reported period: now, or the newest activity in the data if that is later. */
  asOf: string;
  /** The 30 days ending at `asOf` versus the 30 days before. */
  figures: OverviewFigure[];
  /**
   * Revenue (completed orders and paid invoices) per month (`month` is YYYY-MM): from the month of
   * the oldest order or invoice, at most 12 months back, to the current one; 0 for a month with none.
   */
  revenueByMonth: { month: string; revenue: number; orders: number }[];
  /** Active subscriptions per data-product category. */
  subscribersByCategory: { category: string; subscribers: number }[];
  /** The 6 newest orders. */
  recentOrders: {
    id: string;
    number: string;
    customer: string;
    company: string;
    total: number;
    status: 'pending' | 'completed' | 'cancelled' | 'refunded';
    createdAt: string;
  }[];
}

export type NotificationKind = 'order' | 'mail' | 'chat' | 'project' | 'system';

export interface AppNotification {
  id: string;
  kind: NotificationKind;
  /** English text; screens may show it as is (it names people and records). */
  title: string;
  /** A dashboard path to open, if any. */
  link: string | null;
  isUnread: boolean;
  createdAt: string;
}

export interface NotificationsResponse {
  notifications: AppNotification[];
  unreadCount: number;
}

export const overviewPaths = {
  app: '/api/overview/app',
  notifications: '/api/notifications',
  /** POST: marks every notification as read. */
  readAll: '/api/notifications/read-all',
  /** PATCH { isUnread }. */
  notification: (id: string) => `/api/notifications/${id}`,
} as const;
