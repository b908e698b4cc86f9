// Orders: the shop's checkout and the consulting plans' payment both create one; the dashboard's
// order section lists them. Card numbers are never part of an order.
export const orderStatuses = ['pending', 'completed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export interface OrderItem {
  /** A data product slug with its tier (`market-pulse:team`) or a plan id (`plan:team:yearly`). */
  sku: string;
  name: string;
  quantity: number;
  /** Price per unit per billing period, in whole euros. */
  unitPrice: number;
}

export interface BillingDetails {
  name: string;
  email: string;
  company?: string;
  address: string;
  city: string;
  zip: string;
  country: string;
}

/** How a data product reaches the buyer: download links sent to an address, or a warehouse share. */
export type OrderDelivery =
  | { method: 'download'; email: string }
  | { method: 'share'; warehouse: 'snowflake' | 'bigquery' | 'databricks'; account: string };

/** One status change of an order: the status it took, when, and who made it. */
export interface OrderEvent {
  status: OrderStatus;
  /** ISO date-time. */
  at: string;
  /** The buyer's name for the placing, the dashboard account's name after that. */
  by: string;
}

export interface CreateOrderInput {
  source: 'shop' | 'pricing';
  items: OrderItem[];
  billing: BillingDetails;
  billingPeriod: 'monthly' | 'yearly';
  /** Card brand and last four digits only, for the receipt. */
  payment: { brand: string; last4: string };
  /** Default: download links sent to the billing email. */
  delivery?: OrderDelivery;
}

export interface Order extends Omit<CreateOrderInput, 'delivery'> {
  delivery: OrderDelivery;
  /** Every status the order has had, oldest first (the first is the placing). */
  timeline: OrderEvent[];
  id: string;
  number: string;
  status: OrderStatus;
  subtotal: number;
  tax: number;
  total: number;
  currency: 'EUR';
  createdAt: string;
  /** The signed-in account that placed it; null for a guest checkout. */
  accountId: string | null;
}

/** VAT added to every order, as a fraction of the subtotal. */
export const ORDER_TAX_RATE = 0.2;

/**
 * GET list: `status` (one or several), `q` (number, name, email, company, product), `startDate` and
 * `endDate` (ISO dates, inclusive), `sort` (`createdAt` | `total` | `number` | `name` | `status`),
 * `order`, `page`, `pageSize`. Newest first by default; `counts` per status.
 */
export interface OrderListQuery {
  status?: OrderStatus | OrderStatus[];
  q?: string;
  startDate?: string;
  endDate?: string;
  sort?: 'createdAt' | 'total' | 'number' | 'name' | 'status';
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

export interface OrderListResponse {
  items: Order[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<'all' | OrderStatus, number>;
}

export interface OrderDetailsResponse {
  order: Order;
}

/** POST create answers 201 with the order. */
export interface CreateOrderResponse {
  order: Order;
}

/** PATCH /api/order/:id (signed in). */
export interface OrderUpdateInput {
  status: OrderStatus;
}

export const orderPaths = {
  list: '/api/order/list',
  details: '/api/order/details',
  create: '/api/order',
  item: (id: string) => `/api/order/${id}`,
  bulkDelete: '/api/order/bulk-delete',
} as const;
