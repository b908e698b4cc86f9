// Products: the data products managed from the dashboard; ids are slugs (docs/product-rules.md#catalogue).
import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import { nextVersion } from '@/lib/api-contract/edit-conflict';
import { productPaths, productRules, productStatuses, type Product, type ProductReviewsResponse, type ProductSlugCheckResponse } from '@/lib/api-contract/product';
import { writeCatalogEdits, type CatalogEdit } from '@/lib/catalog/catalog-edits';
import { categoryIds, deliveryFormats, updateFrequencies } from '@/lib/catalog/data-products';
import { richTextToPlain } from '@/lib/rich-text/sanitize-rich-text';
import { requireAccount } from '../accounts';
import { crudHandlers } from '../crud';
import { matchesSearch } from '../list-query';
import { productReviews, reviewSummary, withStats } from '../product-stats';
import { products } from '../product-store';
import { API, latency, notFound } from '../respond';

const localized = (label: string, max: number) =>
  z.object({
    en: z.string().trim().min(1, `Enter the ${label} in English.`).max(max, `Use at most ${max} characters.`),
    fr: z.string().trim().min(1, `Enter the ${label} in French.`).max(max, `Use at most ${max} characters.`),
    ar: z.string().trim().min(1, `Enter the ${label} in Arabic.`).max(max, `Use at most ${max} characters.`),
  });
const price = z.number().int('Use whole euros.').min(0, 'Prices cannot be negative.').max(1_000_000, 'That price is too high.');

const imageUrl = z
  .string()
  .max(3_000_000, 'The image is larger than 2 MB.')
  .refine((v) => /^(https?:\/\/|\/|data:image\/(png|jpeg|webp);base64,)/.test(v), 'Use a PNG, JPEG or WebP image.');

const productSchema = z.object({
  id: z
    .string()
    .trim()
    .min(2, 'Enter a slug (at least 2 characters).')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.')
    .max(60, 'Use at most 60 characters.'),
  name: z.string().trim().min(2, 'Enter a name (at least 2 characters).').max(80, 'Use at most 80 characters.'),
  category: z.enum(categoryIds, 'Choose a category.'),
  updateFrequency: z.enum(updateFrequencies, 'Choose an update frequency.'),
  formats: z.array(z.enum(deliveryFormats)).min(1, 'Choose at least one delivery format.'),
  historyFrom: z.number().int().min(1990, 'From 1990 at the earliest.').max(new Date().getFullYear(), 'Not in the future.'),
  tagline: localized('tagline', 160),
  description: localized('description', 5000),
  coverage: localized('coverage', 200),
  schema: z
    .array(
      z.object({
        name: z.string().trim().regex(/^[a-z][a-z0-9_]*$/, 'Use snake_case field names.').max(40, 'Use at most 40 characters.'),
        type: z.enum(['string', 'integer', 'decimal', 'date', 'timestamp', 'boolean', 'geo']),
        example: z.string().max(80),
        description: localized('field description', 200),
      }),
    )
    .min(productRules.schemaFields.min, `A sample schema has ${productRules.schemaFields.min} to ${productRules.schemaFields.max} fields.`)
    .max(productRules.schemaFields.max, `A sample schema has ${productRules.schemaFields.min} to ${productRules.schemaFields.max} fields.`)
    .refine((fields) => new Set(fields.map((f) => f.name)).size === fields.length, 'Each field needs its own name.'),
  prices: z.object({ starter: price, team: price, enterprise: price }).superRefine((p, ctx) => {
    if (p.team < p.starter) ctx.addIssue({ code: 'custom', path: ['team'], message: 'The Team price cannot be below the Starter price.' });
    if (p.enterprise < p.team)
      ctx.addIssue({ code: 'custom', path: ['enterprise'], message: 'The Enterprise price cannot be below the Team price.' });
  }),
  status: z.enum(productStatuses, 'Choose a status.'),
  cover: imageUrl.nullable(),
  images: z.array(imageUrl).max(productRules.images.max, `At most ${productRules.images.max} screenshots.`),
  tags: z
    .array(z.string().trim().min(1).max(30, 'Use at most 30 characters per tag.'))
    .max(productRules.tags.max, `At most ${productRules.tags.max} tags.`),
  seoTitle: z.string().trim().max(productRules.seoTitle, `Use at most ${productRules.seoTitle} characters.`),
  seoDescription: z.string().trim().max(productRules.seoDescription, `Use at most ${productRules.seoDescription} characters.`),
});

const search = (p: Product) => [p.id, p.name, p.tagline.en, p.tagline.fr, p.category, ...(p.tags ?? [])].join(' ');

const searchHandler = http.get(`${API}/product/search`, async ({ request }) => {
  await latency();
  await requireAccount(request);
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim();
  const results = q ? (await products.all()).filter((p) => matchesSearch(search(p), q)).slice(0, 10) : [];
  return HttpResponse.json({ results: await withStats(results) });
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

/** The public part of a product, for the marketing pages' overlay (docs/catalogue.md). */
const toCatalogEdit = (p: Product): CatalogEdit => ({
  slug: p.id,
  name: p.name,
  category: p.category,
  updateFrequency: p.updateFrequency,
  formats: p.formats,
  historyFrom: p.historyFrom,
  tagline: p.tagline,
  // The dashboard writes rich text; the public page shows the description as text (docs/catalogue.md).
  description: { en: richTextToPlain(p.description.en), fr: richTextToPlain(p.description.fr), ar: richTextToPlain(p.description.ar) },
  coverage: p.coverage,
  schema: p.schema,
  prices: p.prices,
  status: p.status,
});

export const handlers = crudHandlers({
  group: 'product',
  key: 'product',
  collection: products,
  afterWrite: (records) => writeCatalogEdits(records.map(toCatalogEdit)),
  extra: [searchHandler, reviewsHandler, slugCheckHandler],
  present: withStats,
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
  schema: productSchema,
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
