// The products collection, apart from the product group's handlers: the dashboard overview reads
// it, and importing the group would bring its zod schemas and DOMPurify into the overview's chunk
// (docs/performance.md#demo-api).
// A product is stored in two parts (./seed/product.ts): `productCore`, all but the copy, which the
// overview reads, and the copy, which only the product screens need; `products` joins them.
import type { Product } from '@/lib/api-contract/product';
import { defineCollection, type Collection } from './db';
import { joinProduct, seedProductCopy, seedProductCore, splitProduct, type ProductCopy, type ProductCore } from './seed/product';

/** The products without their copy (tagline, description, coverage, schema). */
export const productCore = defineCollection<ProductCore>('products', seedProductCore);
const productCopy = defineCollection<ProductCopy>('productCopy', seedProductCopy);

async function joinAll(): Promise<Product[]> {
  const [cores, copies] = await Promise.all([productCore.all(), productCopy.all()]);
  const copyOf = new Map(copies.map((c) => [c.id, c]));
  return cores.map((core) => joinProduct(core, copyOf.get(core.id)));
}

/** The whole products: every read joins the two parts, every write splits them. */
export const products: Collection<Product> = {
  name: 'products',
  all: joinAll,
  async get(id) {
    const [core, copy] = await Promise.all([productCore.get(id), productCopy.get(id)]);
    return core && joinProduct(core, copy);
  },
  async find(predicate) {
    return (await joinAll()).find(predicate);
  },
  async put(record) {
    const [core, copy] = splitProduct(record);
    await Promise.all([productCore.put(core), productCopy.put(copy)]);
    return record;
  },
  async putMany(records) {
    const parts = records.map(splitProduct);
    await Promise.all([productCore.putMany(parts.map(([core]) => core)), productCopy.putMany(parts.map(([, copy]) => copy))]);
  },
  async delete(id) {
    const [existed] = await Promise.all([productCore.delete(id), productCopy.delete(id)]);
    return existed;
  },
  async deleteMany(ids) {
    const [count] = await Promise.all([productCore.deleteMany(ids), productCopy.deleteMany(ids)]);
    return count;
  },
  async replaceAll(records) {
    const parts = records.map(splitProduct);
    await Promise.all([productCore.replaceAll(parts.map(([core]) => core)), productCopy.replaceAll(parts.map(([, copy]) => copy))]);
  },
};
