// The product group's payload (docs/api/product.md): a data product created or edited from the
// dashboard. One copy for the API server (server/routes/products.ts) and the demo API
// (src/demo-api/handlers/product.ts, which imports it on its first write, so the list and details
// reads fetch no zod: docs/performance.md#demo-api).
import { z } from 'zod';
import { productRules, productStatuses } from '@/lib/api-contract/product';
import { categoryIds, deliveryFormats, updateFrequencies } from '@/lib/catalog/catalog-terms';

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

export const productInput = z.object({
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
