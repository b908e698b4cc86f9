// The dashboard's product group (docs/product-rules.md#api-calls: /api/product/list, /details, /search): the firm's data
// products, seeded from the catalogue the site bundles (docs/product-rules.md#catalogue), so the id is the product's slug.
import type {
  CategoryId,
  DeliveryFormat,
  Localized,
  SchemaField,
  Tier,
  UpdateFrequency,
} from '../catalog/data-products';
import type { ListQuery, ListResponse } from './list';

export const productStatuses = ['published', 'draft'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export interface Product {
  /** The slug (`market-pulse`); never changes after creation. */
  id: string;
  name: string;
  category: CategoryId;
  updateFrequency: UpdateFrequency;
  formats: DeliveryFormat[];
  historyFrom: number;
  tagline: Localized;
  description: Localized;
  coverage: Localized;
  schema: SchemaField[];
  /** Monthly price per tier, whole euros. */
  prices: Record<Tier, number>;
  status: ProductStatus;
  /** Active subscriptions. */
  subscribers: number;
  /** Average review score, 0-5. */
  rating: number;
  reviewCount: number;
  createdAt: string;
  updatedAt: string;
}

/** POST /api/product (the `id` is the new slug: lower-case words joined by hyphens, unique). */
export type ProductInput = Omit<Product, 'subscribers' | 'rating' | 'reviewCount' | 'createdAt' | 'updatedAt'>;
/** PATCH /api/product/:id — any subset of the input except `id`. */
export type ProductUpdateInput = Partial<Omit<ProductInput, 'id'>>;

export interface ProductListQuery extends ListQuery {
  sort?: 'name' | 'price' | 'subscribers' | 'rating' | 'createdAt' | 'updatedAt';
  status?: ProductStatus;
  category?: CategoryId | CategoryId[];
  updateFrequency?: UpdateFrequency | UpdateFrequency[];
  format?: DeliveryFormat | DeliveryFormat[];
}
/** `counts` per status plus `all`. */
export type ProductListResponse = ListResponse<Product>;

export interface ProductDetailsResponse {
  product: Product;
}

/** GET /api/product/search?q= — up to 10 matches on name, slug, tagline and category. */
export interface ProductSearchResponse {
  results: Product[];
}

export const productPaths = {
  list: '/api/product/list',
  details: '/api/product/details',
  search: '/api/product/search',
  create: '/api/product',
  item: (id: string) => `/api/product/${id}`,
  bulkDelete: '/api/product/bulk-delete',
} as const;
