// Products: the data products managed from the dashboard; ids are slugs (docs/product-rules.md#catalogue).
import { HttpResponse, http } from 'msw';
import { z } from 'zod';
import type { Product } from '@/lib/api-contract/product';
import { writeCatalogEdits, type CatalogEdit } from '@/lib/catalog/catalog-edits';
import { categoryIds, deliveryFormats, updateFrequencies } from '@/lib/catalog/data-products';
import { requireAccount } from '../accounts';
import { crudHandlers } from '../crud';
import { defineCollection } from '../db';
import { matchesSearch } from '../list-query';
import { API, latency } from '../respond';
import { seedProducts } from '../seed/product';

export const products = defineCollection<Product>('products', seedProducts);

const localized = (label: string, max: number) =>
  z.object({
    en: z.string().trim().min(1, `Enter the ${label} in English.`).max(max, `Use at most ${max} characters.`),
    fr: z.string().trim().min(1, `Enter the ${label} in French.`).max(max, `Use at most ${max} characters.`),
    ar: z.string().trim().min(1, `Enter the ${label} in Arabic.`).max(max, `Use at most ${max} characters.`),
  });
const price = z.number().int('Use whole euros.').min(0, 'Prices cannot be negative.').max(1_000_000, 'That price is too high.');

const productSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.')
    .max(60, 'Use at most 60 characters.'),
  name: z.string().trim().min(2, 'Enter a name (at least 2 characters).').max(80, 'Use at most 80 characters.'),
  category: z.enum(categoryIds, 'Choose a category.'),
  updateFrequency: z.enum(updateFrequencies, 'Choose an update frequency.'),
  formats: z.array(z.enum(deliveryFormats)).min(1, 'Choose at least one delivery format.'),
  historyFrom: z.number().int().min(1990, 'From 1990 at the earliest.').max(2026, 'Not in the future.'),
  tagline: localized('tagline', 160),
  description: localized('description', 2000),
  coverage: localized('coverage', 200),
  schema: z
    .array(
      z.object({
        name: z.string().trim().regex(/^[a-z][a-z0-9_]*$/, 'Use snake_case field names.'),
        type: z.enum(['string', 'integer', 'decimal', 'date', 'timestamp', 'boolean', 'geo']),
        example: z.string().max(80),
        description: localized('field description', 200),
      }),
    )
    .max(20, 'At most 20 fields.'),
  prices: z
    .object({ starter: price, team: price, enterprise: price })
    .refine((p) => p.starter <= p.team && p.team <= p.enterprise, {
      message: 'Prices rise from Starter to Team to Enterprise.',
      path: ['team'],
    }),
  status: z.enum(['published', 'draft'], 'Choose a status.'),
});

const search = (p: Product) => [p.id, p.name, p.tagline.en, p.tagline.fr, p.category].join(' ');

const searchHandler = http.get(`${API}/product/search`, async ({ request }) => {
  await latency();
  await requireAccount(request);
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim();
  const results = q ? (await products.all()).filter((p) => matchesSearch(search(p), q)).slice(0, 10) : [];
  return HttpResponse.json({ results });
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
  description: p.description,
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
  extra: [searchHandler],
  list: {
    search,
    filters: {
      status: (p, v) => p.status === v,
      category: (p, v) => p.category === v,
      updateFrequency: (p, v) => p.updateFrequency === v,
      format: (p, v) => p.formats.includes(v as Product['formats'][number]),
    },
    sorters: {
      name: (p) => p.name,
      price: (p) => p.prices.starter,
      subscribers: (p) => p.subscribers,
      rating: (p) => p.rating,
      createdAt: (p) => p.createdAt,
      updatedAt: (p) => p.updatedAt,
    },
    defaultSort: { sort: 'name', order: 'asc' },
    facet: { param: 'status', value: (p) => p.status },
  },
  schema: productSchema,
  check: (input, records, existing) =>
    !existing && input.id && records.some((r) => r.id === input.id)
      ? { id: 'Another product already uses this slug.' }
      : null,
  create: (input) => {
    const now = new Date().toISOString();
    return { ...input, subscribers: 0, rating: 0, reviewCount: 0, createdAt: now, updatedAt: now };
  },
  // The slug is the product's identity everywhere (docs/product-rules.md#catalogue): it never changes.
  update: (existing, input) => ({ ...existing, ...input, id: existing.id, updatedAt: new Date().toISOString() }),
});
