// Tours: the firm's executive study tours (site visits to data-driven operations, with workshops).
import type { ListQuery, ListResponse } from './list';

export const tourStatuses = ['published', 'draft'] as const;
export type TourStatus = (typeof tourStatuses)[number];
export const tourServices = ['workshops', 'site-visits', 'hotel', 'transfers', 'meals', 'certificate', 'follow-up-call'] as const;
export type TourService = (typeof tourServices)[number];

export interface TourGuide {
  name: string;
  role: string;
  email: string;
}

export interface Tour {
  id: string;
  name: string;
  /** Rich text (HTML, sanitised when shown): the programme. */
  content: string;
  highlights: string[];
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  services: TourService[];
  tags: string[];
  /** Per participant, euros; `priceSale` when discounted (lower than price). */
  price: number;
  priceSale: number | null;
  /** ISO dates, inclusive. */
  startDate: string;
  endDate: string;
  capacity: number;
  booked: number;
  guides: TourGuide[];
  /** Photos, first is the cover: URLs or data URLs (docs/product-rules.md#images). */
  images: string[];
  status: TourStatus;
  rating: number;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/tour; PATCH /api/tour/:id takes any subset. */
export type TourInput = Omit<Tour, 'id' | 'booked' | 'rating' | 'createdAt' | 'updatedAt'>;

export interface TourListQuery extends ListQuery {
  sort?: 'startDate' | 'name' | 'price' | 'createdAt';
  status?: TourStatus;
  country?: string | string[];
  service?: TourService | TourService[];
  /** Tours starting within the range (YYYY-MM-DD, inclusive). */
  startDate?: string;
  endDate?: string;
  /** Tours led by any of these guides (email). */
  guide?: string | string[];
}
/** `counts` per status plus `all`; soonest start first by default. */
export type TourListResponse = ListResponse<Tour>;

export interface TourDetailsResponse {
  tour: Tour;
}

/** GET /api/tour/facets: the destinations and guides the list's filters offer. */
export interface TourFacetsResponse {
  countries: string[];
  guides: TourGuide[];
}

/** POST /api/tour/:id/bookings: a booking taken by phone or email, waiting for approval. */
export interface TourBookingInput {
  customer: string;
  company: string;
  seats: number;
}

export const tourPaths = {
  list: '/api/tour/list',
  details: '/api/tour/details',
  create: '/api/tour',
  item: (id: string) => `/api/tour/${id}`,
  bulkDelete: '/api/tour/bulk-delete',
  facets: '/api/tour/facets',
  bookings: (id: string) => `/api/tour/${id}/bookings`,
  booking: (id: string, bookingId: string) => `/api/tour/${id}/bookings/${bookingId}`,
} as const;
