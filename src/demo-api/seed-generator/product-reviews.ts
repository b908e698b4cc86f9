// Seed reviews of the data products: a few per product from fictional customers, so the product
// page's rating summary is computed from records like any other figure (docs/api/product.md).
import type { ProductReview } from '@/lib/api-contract/product';
import { dataProducts } from '@/lib/catalog/data-products';
import { isoDaysAgo, seededFaker } from './faker';

const COMMENTS: Record<number, string[]> = {
  5: [
    'The weekly file lands before our Monday meeting every time; we stopped building our own panel.',
    'Clean schema, stable field names and a changelog we can actually follow. Onboarding took a day.',
    'The warehouse share saved us an ingestion pipeline. Support answered within the hour.',
  ],
  4: [
    'Good coverage for our markets; we would like two more years of history at the Team tier.',
    'Reliable deliveries and sensible documentation. The sample queries helped our analysts start.',
    'Solid data. A field-level description of how missing values are handled would help.',
  ],
  3: [
    'Useful, but the smaller countries are thin and we still fill gaps from another source.',
    'The API is fine; the CSV exports are large and we had to split them ourselves.',
  ],
  2: ['Coverage of our region was lower than we expected from the sales call.'],
  1: ['We could not match the identifiers to our own master data without a lot of work.'],
};

export function seedProductReviews(): ProductReview[] {
  const faker = seededFaker(2002);
  return dataProducts.flatMap((product, index) => {
    const count = faker.number.int({ min: 3, max: 8 });
    return Array.from({ length: count }, (_, i) => {
      const rating = faker.helpers.weightedArrayElement([
        { value: 5, weight: 5 },
        { value: 4, weight: 4 },
        { value: 3, weight: 2 },
        { value: 2, weight: 1 },
        { value: 1, weight: 0.5 },
      ]);
      return {
        id: `${product.slug}-review-${i + 1}`,
        productId: product.slug,
        author: faker.person.fullName(),
        company: faker.company.name(),
        rating,
        // Cycled rather than drawn, so one product's reviews do not repeat a comment needlessly.
        comment: COMMENTS[rating]![(i + index) % COMMENTS[rating]!.length]!,
        createdAt: isoDaysAgo(faker, 400),
      };
    });
  });
}
