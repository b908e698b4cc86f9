// Seed reviews of the data products: a few per product from fictional customers, so the product
// page's rating summary is computed from records like any other figure (docs/api/product.md).
import type { ProductReview } from '@/lib/api-contract/product';
import { dataProducts } from '@/lib/catalog/data-products';
import { companyName, isoDaysAgo, seededFaker } from './faker';

// `{product}` is the product's name. Enough comments per rating that no product repeats one (the
// seed test checks: src/demo-api/seed-generator/demo-content.test.ts).
const COMMENTS: Record<number, string[]> = {
  5: [
    'The weekly file lands before our Monday meeting every time; we stopped building our own panel.',
    'Clean schema, stable field names and a changelog we can actually follow. Onboarding took a day.',
    'The warehouse share saved us an ingestion pipeline. Support answered within the hour.',
    '{product} replaced three spreadsheets and a monthly argument about whose numbers were right.',
    'Our analysts had a first dashboard on {product} the afternoon the contract was signed.',
    'We audited {product} against our own records for a quarter; the figures held up every week.',
    'The documentation explains every field and its edge cases. Rare, and it saved us weeks.',
    'Renewed for a third year. {product} is now part of our board pack.',
  ],
  4: [
    'Good coverage for our markets; we would like two more years of history at the Team tier.',
    'Reliable deliveries and sensible documentation. The sample queries helped our analysts start.',
    'Solid data. A field-level description of how missing values are handled would help.',
    '{product} does what the sales call promised. The Parquet files could be partitioned by month.',
    'Accurate and on time. We would pay for an alert when a delivery is late, which happened once.',
    'The team tier fits a group of our size; the seat limit was the only thing we had to plan around.',
    'We use {product} in our quarterly forecast. A longer back-fill for new regions would help.',
    'Good value once it was wired in. The first week of mapping our codes took longer than planned.',
  ],
  3: [
    'Useful, but the smaller countries are thin and we still fill gaps from another source.',
    'The API is fine; the CSV exports are large and we had to split them ourselves.',
    '{product} is reliable for the big markets; the rest needs a second source for now.',
    'Fair for the price. Field names changed once without much notice, which broke a report.',
    'The data is good, the onboarding less so: it took three calls to get the share working.',
  ],
  2: [
    'Coverage of our region was lower than we expected from the sales call.',
    'We expected {product} to cover weekends as well; it does not, and that matters to us.',
    'Deliveries were late twice in our first month. Support was polite but slow.',
  ],
  1: [
    'We could not match the identifiers to our own master data without a lot of work.',
    '{product} did not fit how our warehouse is organised and we cancelled after the trial.',
    'The history we needed for our models was not there at the tier we bought.',
  ],
};

/** The first of the rating's comments (from the product's own starting point) the product has not used yet. */
function nextComment(rating: number, start: number, used: Set<string>, product: string): string {
  const pool = COMMENTS[rating]!;
  for (let k = 0; k < pool.length; k++) {
    const comment = pool[(start + k) % pool.length]!.replace('{product}', product);
    if (!used.has(comment)) return comment;
  }
  throw new Error(`product-reviews seed: more ${rating}-star reviews of ${product} than comments`);
}

export function seedProductReviews(): ProductReview[] {
  const faker = seededFaker(2002);
  return dataProducts.flatMap((product, index) => {
    const count = faker.number.int({ min: 3, max: 8 });
    const used = new Set<string>();
    return Array.from({ length: count }, (_, i) => {
      const rating = faker.helpers.weightedArrayElement([
        { value: 5, weight: 5 },
        { value: 4, weight: 4 },
        { value: 3, weight: 2 },
        { value: 2, weight: 1 },
        { value: 1, weight: 0.5 },
      ]);
      const comment = nextComment(rating, i + index, used, product.name);
      used.add(comment);
      return {
        id: `${product.slug}-review-${i + 1}`,
        productId: product.slug,
        author: faker.person.fullName(),
        company: companyName(faker),
        rating,
        // Cycled rather than drawn, so the values drawn after it stay the same.
        comment,
        createdAt: isoDaysAgo(faker, 400),
      };
    });
  });
}
