// The products collection, apart from the product group's handlers: the dashboard overview reads
// it, and importing the group would bring its zod schemas and DOMPurify into the overview's chunk
// (docs/performance.md#demo-api).
import type { Product } from '@/lib/api-contract/product';
import { defineCollection } from './db';
import { seedProducts } from './seed/product';

export const products = defineCollection<Product>('products', seedProducts);
