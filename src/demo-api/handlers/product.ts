// Products: the data products managed from the dashboard; ids are slugs (docs/product-rules.md#catalogue).
import { HttpResponse, http } from 'msw';
import { nextVersion } from '@/lib/api-contract/edit-conflict';
import {
  productPaths,
  productStatuses,
  type Product,
  type ProductListItem,
  type ProductReviewsResponse,
  type ProductSearchResponse,
  type ProductSlugCheckResponse,
} from '@/lib/api-contract/product';
import { writeCatalogEdits, type CatalogEdit } from '@/lib/catalog/catalog-edits';
import { requireAccount } from '../accounts';
import { crudHandlers } from '../crud';
import { matchesSearch } from '@/lib/api-contract/list-query';
import { productReviews, reviewSummary, withStats } from '../product-stats';
import { productListItems, products } from '../product-store';
import { API, latency, notFound } from '../respond';
import { toListItem } from '@/lib/seed/product';

// The payload's schema (zod) loads with the first write (src/lib/api-contract/product-input.ts).
const loadSchema = async () => (await import('@/lib/api-contract/product-input')).productInput;

const search = (p: ProductListItem) => [p.id, p.name, p.tagline.en, p.tagline.fr, p.category, ...(p.tags ?? [])].join(' ');

/** List and search answers: the figures added, the long copy left out (docs/api/product.md#list-items). */
const presentListItems = async (items: ProductListItem[]) => (await withStats(items)).map(toListItem);

const searchHandler = http.get(`${API}/product/search`, async ({ request }) => {
  await latency();
  await requireAccount(request);
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim();
  const results = q ? (await productListItems.all()).filter((p) => matchesSearch(search(p), q)).slice(0, 10) : [];
  return HttpResponse.json({ results: await presentListItems(results) } satisfies ProductSearchResponse);
});

const reviewsHandler = http.get(`${API}${productPaths.reviews.slice('/api'.length)}`, async ({ request }) => {
  await latency();
  await requireAccount(request);
  const id = new URL(request.url).searchParams.get('id') ?? '';
  if (!(await products.get(id))) return notFound(`No product with id “${id}”.`);
  const reviews = (await productReviews.all())
    .filter((review) => review.productId === id)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return HttpResponse.json({ reviews, summary: reviewSummary(reviews) } satisfies ProductReviewsResponse);
});

const slugCheckHandler = http.get(`${API}${productPaths.slugCheck.slice('/api'.length)}`, async ({ request }) => {
  await latency();
  await requireAccount(request);
  const slug = (new URL(request.url).searchParams.get('slug') ?? '').trim();
  return HttpResponse.json({ available: Boolean(slug) && !(await products.get(slug)) } satisfies ProductSlugCheckResponse);
});

/**
 * The public part of a product, for the marketing pages' overlay (docs/catalogue.md). `toPlain` is
 * the sanitiser's (DOMPurify), imported with the first write, so the reads fetch none of it.
 */
const toCatalogEdit = (p: Product, toPlain: (html: string) => string): CatalogEdit => ({
  slug: p.id,
  name: p.name,
  category: p.category,
  updateFrequency: p.updateFrequency,
  formats: p.formats,
  historyFrom: p.historyFrom,
  tagline: p.tagline,
  // The dashboard writes rich text; the public page shows the description as text (docs/catalogue.md).
  description: { en: toPlain(p.description.en), fr: toPlain(p.description.fr), ar: toPlain(p.description.ar) },
  coverage: p.coverage,
  schema: p.schema,
  prices: p.prices,
  status: p.status,
});

export const handlers = crudHandlers({
  group: 'product',
  key: 'product',
  collection: products,
  afterWrite: async (records) => {
    const { richTextToPlain } = await import('@/lib/rich-text/sanitize-rich-text');
    writeCatalogEdits(records.map((p) => toCatalogEdit(p, richTextToPlain)));
  },
  extra: [searchHandler, reviewsHandler, slugCheckHandler],
  present: withStats,
  // The list reads no long copy, so its first visit fetches none (docs/performance.md#demo-api).
  listed: { collection: productListItems, present: presentListItems },
  versioned: true,
  list: {
    search,
    filters: {
      status: (p, v) => p.status === v,
      category: (p, v) => p.category === v,
      updateFrequency: (p, v) => p.updateFrequency === v,
      format: (p, v) => p.formats.includes(v as Product['formats'][number]),
      priceMin: (p, v) => p.prices.starter >= Number(v),
      priceMax: (p, v) => p.prices.starter <= Number(v),
    },
    sorters: {
      name: (p) => p.name,
      price: (p) => p.prices.starter,
      subscribers: (p) => p.subscribers,
      revenue: (p) => p.revenue,
      rating: (p) => p.rating,
      createdAt: (p) => p.createdAt,
      updatedAt: (p) => p.updatedAt,
    },
    defaultSort: { sort: 'name', order: 'asc' },
    facet: { param: 'status', value: (p) => p.status, keys: productStatuses },
  },
  loadSchema,
  conflict: (input, records, existing) =>
    !existing && input.id && records.some((r) => r.id === input.id)
      ? { message: 'Another product already uses this slug.', fieldErrors: { id: 'Another product already uses this slug.' } }
      : null,
  create: (input) => {
    const now = new Date().toISOString();
    // The figures are computed on every answer (../product-stats.ts); stored as 0 for older readers.
    return { ...input, subscribers: 0, revenue: 0, rating: 0, reviewCount: 0, createdAt: now, updatedAt: now };
  },
  // The slug is the product's identity everywhere (docs/product-rules.md#catalogue): it never changes.
  update: (existing, input) => ({ ...existing, ...input, id: existing.id, updatedAt: nextVersion(existing.updatedAt).toISOString() }),
});
