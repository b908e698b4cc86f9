// The products collection, apart from the product group's handlers: the dashboard overview reads
// it, and importing the group would bring its zod schemas and DOMPurify into the overview's chunk
// (docs/performance.md#demo-api).
// A product is stored in two parts (./seed/product.ts): `productCore`, all but the copy, which the
// overview reads, and the copy, which only the product screens need; `products` joins them.
import type { Product } from '@/lib/api-contract/product';
import { defineCollection, joinedCollection } from './db';
import { joinProduct, seedProductCopy, seedProductCore, splitProduct, type ProductCopy, type ProductCore } from './seed/product';

/** The products without their copy (tagline, description, coverage, schema). */
export const productCore = defineCollection<ProductCore>('products', seedProductCore);
const productCopy = defineCollection<ProductCopy>('productCopy', seedProductCopy);

/** The whole products: every read joins the two parts, every write splits them. */
export const products = joinedCollection<Product, ProductCore, ProductCopy>('products', [productCore, productCopy], {
  split: splitProduct,
  join: joinProduct,
});
