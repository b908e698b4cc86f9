// Seed products: the data-products catalogue the site bundles (docs/product-rules.md#catalogue), with dashboard figures.
import type { Product } from '@/lib/api-contract/product';
import { dataProducts } from '@/lib/catalog/data-products';
import { demoImage } from './demo-images';
import { isoDaysAgo, seededFaker } from './faker';

export function seedProducts(): Product[] {
  const faker = seededFaker(2001);
  return dataProducts.map((p, i) => {
    const createdAt = isoDaysAgo(faker, 900, 200);
    return {
      id: p.slug,
      name: p.name,
      category: p.category,
      updateFrequency: p.updateFrequency,
      formats: [...p.formats],
      historyFrom: p.historyFrom,
      tagline: p.tagline,
      description: p.description,
      coverage: p.coverage,
      schema: [...p.schema],
      prices: { ...p.prices },
      status: 'published',
      // A cover and three screenshots of its own (docs/look-and-feel.md#demo-images).
      cover: demoImage('product', i, p.slug),
      images: [1, 2, 3].map((n) => demoImage('product', i, `${p.slug}-screen-${n}`)),
      tags: [],
      seoTitle: '',
      seoDescription: '',
      // Kept for the overview's figures; the product group answers computed ones (../product-stats.ts).
      subscribers: faker.number.int({ min: 18, max: 260 }),
      rating: faker.number.float({ min: 3.9, max: 4.9, fractionDigits: 1 }),
      revenue: 0,
      reviewCount: faker.number.int({ min: 6, max: 80 }),
      createdAt,
      updatedAt: isoDaysAgo(faker, 60),
    };
  });
}
