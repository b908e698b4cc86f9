// Fetchers and the query factory of the product group, built by the one resource helper
// (src/lib/api/resource-queries.ts: ['product', 'list', query]; ['product', 'detail', id]), plus
// what only products have: their reviews with the rating summary (docs/api/product.md).
import { queryOptions } from '@tanstack/react-query';
import { resourceQueries } from '@/lib/api/resource-queries';
import { http } from '@/lib/http/client';
import {
  productPaths,
  type Product,
  type ProductInput,
  type ProductListQuery,
  type ProductListResponse,
  type ProductReviewsResponse,
  type ProductSlugCheckResponse,
} from '@/lib/api-contract/product';

const products = resourceQueries<{
  record: Product;
  input: ProductInput;
  query: ProductListQuery;
  list: ProductListResponse;
}>({ group: 'product', paths: productPaths });

export const {
  list: fetchProducts,
  detail: fetchProduct,
  create: createProduct,
  update: updateProduct,
  remove: deleteProduct,
  bulkRemove: deleteProducts,
} = products.fetchers;

export const productQueries = {
  ...products.queries,
  reviews: (id: string) =>
    queryOptions({
      queryKey: [...products.queries.detail(id).queryKey, 'reviews'] as const,
      queryFn: ({ signal }) => http.get<ProductReviewsResponse>(productPaths.reviews, { query: { id }, signal }),
    }),
  /** Whether a new product may take `slug` (the form asks while the slug is typed). */
  slugCheck: (slug: string) =>
    queryOptions({
      queryKey: [...products.queries.all(), 'slug-check', slug] as const,
      queryFn: ({ signal }) => http.get<ProductSlugCheckResponse>(productPaths.slugCheck, { query: { slug }, signal }),
      staleTime: 10_000,
    }),
};
