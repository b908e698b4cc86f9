// The dashboard overview (/dashboard) and the header's notifications.
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
  /** Revenue (completed orders and paid invoices) per month, last 12 months (`month` is YYYY-MM). */
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
