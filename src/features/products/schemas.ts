// The product form's schema and values (the URL search params are in search.ts). Messages are keys
// of products.json (`validation.*`), an empty required field's the shared one
// (src/lib/form/field-rules.ts); FormField translates them. The server checks the same rules
// again (docs/api/product.md) and its field errors land on the same fields.
import { z } from 'zod';
import { productRules, type Product, type ProductInput } from '@/lib/api-contract/product';
import {
  categoryIds,
  deliveryFormats,
  updateFrequencies,
  type CatalogLanguage,
  type FieldType,
  type Localized,
} from '@/lib/catalog/catalog-terms';
import { REQUIRED, requiredNumber, requiredText } from '@/lib/form/field-rules';

export const catalogLanguages = ['en', 'fr', 'ar'] as const satisfies readonly CatalogLanguage[];
export const fieldTypes = ['string', 'integer', 'decimal', 'date', 'timestamp', 'boolean', 'geo'] as const satisfies readonly FieldType[];

const text = (max: number) => requiredText().max(max, 'validation.tooLong');
const localized = (max: number) => z.object({ en: text(max), fr: text(max), ar: text(max) });
const oneOfIds = (ids: readonly string[]) => z.string().refine((v) => ids.includes(v), REQUIRED);
const price = requiredNumber().int('validation.price').min(0, 'validation.price').max(1_000_000, 'validation.price');

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const productFormSchema = z.object({
  name: requiredText().min(2, 'validation.nameShort').max(80, 'validation.tooLong'),
  id: requiredText().max(60, 'validation.tooLong').regex(slugPattern, 'validation.slug'),
  category: oneOfIds(categoryIds),
  updateFrequency: oneOfIds(updateFrequencies),
  formats: z.array(z.enum(deliveryFormats)).min(1, 'validation.formats'),
  historyFrom: requiredNumber().int('validation.year').min(1990, 'validation.year').max(new Date().getFullYear(), 'validation.year'),
  status: z.enum(['published', 'draft']),
  tagline: localized(160),
  coverage: localized(200),
  description: localized(5000),
  schema: z
    .array(
      z.object({
        name: z.string().trim().regex(/^[a-z][a-z0-9_]*$/, 'validation.schemaName').max(40, 'validation.tooLong'),
        type: z.enum(fieldTypes),
        example: z.string().max(80, 'validation.tooLong'),
        description: localized(200),
      }),
    )
    .min(productRules.schemaFields.min, 'validation.schemaCount')
    .max(productRules.schemaFields.max, 'validation.schemaCount')
    .superRefine((fields, ctx) => {
      const seen = new Set<string>();
      fields.forEach((field, i) => {
        if (field.name && seen.has(field.name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'validation.schemaNameTaken' });
        seen.add(field.name);
      });
    }),
  prices: z.object({ starter: price, team: price, enterprise: price }).superRefine((p, ctx) => {
    if (p.team < p.starter) ctx.addIssue({ code: 'custom', path: ['team'], message: 'validation.teamBelowStarter' });
    if (p.enterprise < p.team) ctx.addIssue({ code: 'custom', path: ['enterprise'], message: 'validation.enterpriseBelowTeam' });
  }),
  cover: z.array(z.string()).max(1),
  images: z.array(z.string()).max(productRules.images.max),
  tags: z.array(z.string().trim().min(1).max(30, 'validation.tags')).max(productRules.tags.max, 'validation.tags'),
  seoTitle: z.string().trim().max(productRules.seoTitle, 'validation.tooLong'),
  seoDescription: z.string().trim().max(productRules.seoDescription, 'validation.tooLong'),
});

export type ProductFormValues = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;

const blank = (): Localized => ({ en: '', fr: '', ar: '' });
export const blankSchemaField = (): ProductFormValues['schema'][number] => ({
  name: '',
  type: 'string',
  example: '',
  description: blank(),
});

export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    id: '',
    category: '',
    updateFrequency: '',
    formats: [],
    historyFrom: new Date().getFullYear() - 5,
    status: 'draft',
    tagline: blank(),
    coverage: blank(),
    description: blank(),
    schema: Array.from({ length: productRules.schemaFields.min }, blankSchemaField),
    prices: { starter: NaN, team: NaN, enterprise: NaN },
    cover: [],
    images: [],
    tags: [],
    seoTitle: '',
    seoDescription: '',
  };
}

export function toFormValues(p: Product): ProductFormValues {
  return {
    name: p.name,
    id: p.id,
    category: p.category,
    updateFrequency: p.updateFrequency,
    formats: [...p.formats],
    historyFrom: p.historyFrom,
    status: p.status,
    tagline: { ...p.tagline },
    coverage: { ...p.coverage },
    description: { ...p.description },
    schema: p.schema.map((f) => ({ ...f, description: { ...f.description } })),
    prices: { ...p.prices },
    cover: p.cover ? [p.cover] : [],
    images: [...p.images],
    tags: [...p.tags],
    seoTitle: p.seoTitle,
    seoDescription: p.seoDescription,
  };
}

export function toProductInput(values: ProductFormOutput): ProductInput {
  const { cover, category, updateFrequency, ...rest } = values;
  return {
    ...rest,
    category: category as ProductInput['category'],
    updateFrequency: updateFrequency as ProductInput['updateFrequency'],
    cover: cover[0] ?? null,
  };
}

/** "Café Pulse 2" → "cafe-pulse-2": the slug a new product's name suggests. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
