// The products collection, apart from the product group's handlers: the dashboard overview reads
// it, and importing the group would bring its zod schemas and DOMPurify into the overview's chunk
// (docs/performance.md#demo-api).
// A product is stored in three parts (./seed/product.ts): `productCore`, all but the copy, which the
// overview reads; the tagline, which the list adds (`productListItems`); and the long copy
// (description, coverage, schema), which only the product's own screens need. `products` joins them.
import type { Product } from '@/lib/api-contract/product';
import { defineCollection, joinedCollection, storedRecords } from './db';
import {
  joinListItem,
  joinProduct,
  seedProductCopy,
  seedProductCore,
  seedProductTaglines,
  splitListItem,
  splitProduct,
  type ProductCopy,
  type ProductCore,
  type ProductTagline,
  type StoredListItem,
} from '@/lib/seed/product';

const COPY = 'productCopy';

/**
 * The seed's taglines, or the ones this browser stored before taglines had their own part: an
 * older release kept them in the copy records, so a tagline edited (or a product created) then is
 * taken over rather than reset to the seed's. A copy record stored since carries none.
 */
async function seedTaglines(): Promise<ProductTagline[]> {
  const [seeded, copies] = await Promise.all([seedProductTaglines(), storedRecords<ProductCopy>(COPY)]);
  const stored = new Map(copies.flatMap((c) => (c.tagline ? [[c.id, { id: c.id, tagline: c.tagline }] as const] : [])));
  return [...seeded.filter((t) => !stored.has(t.id)), ...stored.values()];
}

/** The products without their copy (tagline, description, coverage, schema). */
export const productCore = defineCollection<ProductCore>('products', seedProductCore);
const productTaglines = defineCollection<ProductTagline>('productTaglines', seedTaglines);
/** Exported for the tests that store a record as an older release did. */
export const productCopy = defineCollection<ProductCopy>(COPY, seedProductCopy);

/** The products as the list and the search read them: no long copy (unless stored whole before the split). */
export const productListItems = joinedCollection<StoredListItem, ProductCore, ProductTagline>('productListItems', [productCore, productTaglines], {
  split: splitListItem,
  join: joinListItem,
});

/** The whole products: every read joins the parts, every write splits them. */
export const products = joinedCollection<Product, StoredListItem, ProductCopy>('products', [productListItems, productCopy], {
  split: splitProduct,
  join: joinProduct,
});
