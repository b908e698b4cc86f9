// What the product group computes from the API's other records (docs/api/product.md): subscribers
// and revenue from the orders holding one of a product's tiers, the rating from its reviews.
import type { Order } from '@/lib/api-contract/order';
import type { ProductListItem, ProductReview, ProductReviewsResponse } from '@/lib/api-contract/product';
import { productSku, tiers } from '@/lib/catalog/catalog-terms';
import { defineCollection } from './db';
import { orderCore } from './order-store';
import { seedProductReviews } from '@/lib/seed/product-reviews';

export const productReviews = defineCollection<ProductReview>('productReviews', seedProductReviews);

export interface ProductStats {
  subscribers: number;
  revenue: number;
  rating: number;
  reviewCount: number;
}

/** The SKUs of a product's tiers, as the shop and the order seed write them. */
const skusOf = (slug: string) => new Set(tiers.map((tier) => productSku(slug, tier)));

export function reviewSummary(reviews: readonly ProductReview[]): ProductReviewsResponse['summary'] {
  const distribution: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const review of reviews) distribution[review.rating - 1]! += 1;
  const sum = reviews.reduce((total, review) => total + review.rating, 0);
  return {
    average: reviews.length ? Math.round((sum / reviews.length) * 10) / 10 : 0,
    count: reviews.length,
    distribution,
  };
}

/** What the figures read of an order: all in its core (./order-store.ts). */
type CountedOrder = Pick<Order, 'status' | 'items'> & { billing: Pick<Order['billing'], 'email'> };

export function statsOf(slug: string, allOrders: readonly CountedOrder[], allReviews: readonly ProductReview[]): ProductStats {
  const skus = skusOf(slug);
  const buyers = new Set<string>();
  let cents = 0;
  for (const order of allOrders) {
    if (order.status !== 'completed') continue;
    const lines = order.items.filter((item) => skus.has(item.sku));
    if (!lines.length) continue;
    buyers.add(order.billing.email.toLowerCase());
    for (const line of lines) cents += Math.round(line.unitPrice * 100) * line.quantity;
  }
  const summary = reviewSummary(allReviews.filter((review) => review.productId === slug));
  return { subscribers: buyers.size, revenue: cents / 100, rating: summary.average, reviewCount: summary.count };
}

/** Older stored records (before covers, tags and SEO) read with their defaults. */
function withDefaults<P extends ProductListItem>(product: P): P {
  return {
    ...product,
    cover: product.cover ?? null,
    images: product.images ?? [],
    tags: product.tags ?? [],
    seoTitle: product.seoTitle ?? '',
    seoDescription: product.seoDescription ?? '',
  };
}

/** The records (whole products or list items) as the API answers them: stored fields plus the computed figures. */
export async function withStats<P extends ProductListItem>(records: P[]): Promise<P[]> {
  const [allOrders, allReviews] = await Promise.all([orderCore.all(), productReviews.all()]);
  return records.map((p) => ({ ...withDefaults(p), ...statsOf(p.id, allOrders, allReviews) }));
}
