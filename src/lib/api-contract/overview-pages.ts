// The five overview pages (/dashboard/ecommerce, analytics, banking, booking, file): one endpoint
// per widget, each computed by the demo API from the records it holds, for a range ending today.
import type { OrderStatus } from './order';
import type { OverviewBucketUnit, OverviewRange } from './overview';

export type OverviewPageId = 'ecommerce' | 'analytics' | 'banking' | 'booking' | 'file';
export type FigureUnit = 'eur' | 'count' | 'percent' | 'bytes';

export interface PageFigure {
  id: string;
  value: number;
  /** Percent change against the same length just before; null when there was nothing before. */
  change: number | null;
  unit: FigureUnit;
  /** A state today (storage used), not a total over the range: no change to show. */
  isTotal?: boolean;
  /** A figure where less is good news (expenses, cancellations): a fall is shown in the success
   *  colour, a rise in the error colour (docs/api/overview.md). */
  lowerIsBetter?: boolean;
}

/** `GET /api/overview/<page>/figures?range=` */
export interface FiguresResponse {
  range: OverviewRange;
  from: string;
  to: string;
  figures: PageFigure[];
}

/** A chart over time: one value per bucket in every series, 0 for a quiet bucket. */
export interface SeriesResponse {
  unit: OverviewBucketUnit;
  keys: string[];
  series: Record<string, number[]>;
  valueUnit: FigureUnit;
}

/** Parts of a whole, largest first. `id` is a stable key (a country code, a file kind...). */
export interface ShareResponse {
  items: { id: string; label: string; value: number; count: number }[];
  valueUnit: FigureUnit;
}

export interface LatestOrdersResponse {
  orders: {
    id: string;
    number: string;
    customer: string;
    country: string;
    total: number;
    status: OrderStatus;
    createdAt: string;
  }[];
}

/** Next months' revenue from a straight line fitted to the last 12 months (least squares), never below 0. */
export interface ForecastResponse {
  method: 'linear-trend-12-months';
  history: { month: string; revenue: number }[];
  forecast: { month: string; revenue: number }[];
}

export interface FunnelResponse {
  steps: { id: 'visits' | 'enquiries' | 'engagements'; value: number }[];
}

export interface TopPagesResponse {
  pages: { path: string; visits: number }[];
  posts: { id: string; title: string; views: number; publishedAt: string | null }[];
}

export interface ReceivablesResponse {
  buckets: { id: 'current' | '1-30' | '31-60' | '61-90' | '90+'; count: number; amount: number }[];
  total: number;
}

export interface BankAccount {
  id: string;
  name: string;
  iban: string;
  balance: number;
}

export interface AccountsResponse {
  accounts: BankAccount[];
}

export interface BankTransaction {
  id: string;
  at: string;
  description: string;
  /** Who paid or was paid, in English (what `q` searches). */
  counterparty: string;
  /**
   * The firm's own counterparty (its payroll, or the other of its accounts in a transfer), which the
   * app names in the reader's language; `counterparty` keeps the English name
   * (docs/api/overview.md).
   */
  counterpartyKey?: 'payroll' | 'operating' | 'reserve';
  category:
    | 'invoice'
    | 'order'
    | 'refund'
    | 'payroll'
    | 'rent'
    | 'cloud'
    | 'software'
    | 'travel'
    | 'tax'
    | 'transfer';
  accountId: string;
  amount: number;
}

/**
 * `GET /api/overview/banking/transactions?range=&q=&page=&pageSize=`: one page (12 by default, at
 * most 100) of the transactions that match, newest first; `total` counts them all, and `page` is
 * the one answered (a page past the last answers the last).
 */
export interface TransactionsResponse {
  transactions: BankTransaction[];
  total: number;
  page: number;
  pageSize: number;
}

export type TourBookingStatus = 'pending' | 'approved' | 'rejected' | 'cancelled';

export interface TourBooking {
  id: string;
  tourId: string;
  tourName: string;
  customer: string;
  company: string;
  seats: number;
  status: TourBookingStatus;
  createdAt: string;
  updatedAt: string;
}

export interface BookingsResponse {
  bookings: TourBooking[];
}

export interface TourCapacityResponse {
  tours: {
    id: string;
    name: string;
    city: string;
    startDate: string;
    booked: number;
    capacity: number;
  }[];
}

export interface FileListResponse {
  files: {
    id: string;
    name: string;
    kind: string;
    size: number;
    modifiedAt: string;
    sharedWith: string[];
    folder: string | null;
  }[];
}

export interface FolderActivityResponse {
  folders: { id: string; name: string; files: number; size: number; changed: number }[];
}

export const overviewPagePaths = {
  widget: (page: OverviewPageId, widget: string) => `/api/overview/${page}/${widget}`,
  /** PATCH { status: 'approved' | 'rejected' } → { booking } */
  booking: (id: string) => `/api/overview/booking/bookings/${id}`,
} as const;
