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
  /** The cover image (an image URL or, in the demo API, a data URL); null when none. */
  cover: string | null;
  /** Screenshots, in the order they are shown (docs/product-rules.md#images). */
  images: string[];
  tags: string[];
  /** The public page's document title and meta description; '' means "use the name and tagline". */
  seoTitle: string;
  seoDescription: string;
  /** Computed by the API: distinct buyers of a completed order holding one of the product's tiers. */
  subscribers: number;
  /** Computed by the API: euros of the product's lines in completed orders. */
  revenue: number;
  /** Computed by the API: the average review score, 0-5 (0 with no review). */
  rating: number;
  reviewCount: number;
  createdAt: string;
  updatedAt: string;
}

/** The fields the API computes; never sent. */
export type ProductComputed = 'subscribers' | 'revenue' | 'rating' | 'reviewCount' | 'createdAt' | 'updatedAt';

/** POST /api/product (the `id` is the new slug: lower-case words joined by hyphens, unique). */
export type ProductInput = Omit<Product, ProductComputed>;
/** PATCH /api/product/:id — any subset of the input except `id`. */
export type ProductUpdateInput = Partial<Omit<ProductInput, 'id'>>;

export interface ProductListQuery extends ListQuery {
  sort?: ProductSortField;
  status?: ProductStatus;
  /** The Starter price at least / at most, whole euros. */
  priceMin?: number;
  priceMax?: number;
  category?: CategoryId | CategoryId[];
  updateFrequency?: UpdateFrequency | UpdateFrequency[];
  format?: DeliveryFormat | DeliveryFormat[];
}
/**
 * The copy only a product's own screens show (its page and form); a list or a search answers a
 * product without it (docs/api/product.md#list-items).
 */
export const productDetailFields = ['description', 'coverage', 'schema'] as const;
/** A product as the list and the search answer it: everything but `productDetailFields`. */
export type ProductListItem = Omit<Product, (typeof productDetailFields)[number]>;

/** `counts` per status plus `all`. */
export type ProductListResponse = ListResponse<ProductListItem>;

export interface ProductDetailsResponse {
  product: Product;
}

/** GET /api/product/search?q= — up to 10 matches on name, slug, tagline and category. */
export interface ProductSearchResponse {
  results: ProductListItem[];
}

export const productSortFields = ['name', 'price', 'subscribers', 'rating', 'createdAt', 'updatedAt'] as const;
export type ProductSortField = (typeof productSortFields)[number];

/** What the API accepts, per docs/api/crud-groups.md#product. */
export const productRules = {
  schemaFields: { min: 5, max: 8 },
  images: { max: 8 },
  tags: { max: 10 },
  seoTitle: 70,
  seoDescription: 160,
} as const;

export interface ProductReview {
  id: string;
  productId: string;
  author: string;
  company: string;
  /** 1-5. */
  rating: number;
  comment: string;
  createdAt: string;
}

/** GET /api/product/reviews?id= — newest first, with the summary the product's rating comes from. */
export interface ProductReviewsResponse {
  reviews: ProductReview[];
  summary: {
    average: number;
    count: number;
    /** Reviews per star, index 0 = one star … 4 = five stars. */
    distribution: [number, number, number, number, number];
  };
}

/** GET /api/product/slug-check?slug= — whether a new product may take this slug. */
export interface ProductSlugCheckResponse {
  available: boolean;
}

export const productPaths = {
  reviews: '/api/product/reviews',
  slugCheck: '/api/product/slug-check',
  list: '/api/product/list',
  details: '/api/product/details',
  search: '/api/product/search',
  create: '/api/product',
  item: (id: string) => `/api/product/${id}`,
  bulkDelete: '/api/product/bulk-delete',
} as const;
