// The catalogue's terms without its products (docs/product-rules.md#catalogue): languages, tiers,
// category names, what each tier includes, SKUs. Screens that name a category or a tier (the
// overview's charts, the product list, an order) import these, not data-products.ts, whose product
// copy in three languages (~8.5 KiB brotli) only the pages showing a product's text need.
import type { CategoryId, DeliveryFormat, UpdateFrequency } from './data-product-ids';

export {
  categoryIds,
  deliveryFormats,
  updateFrequencies,
  type CategoryId,
  type DeliveryFormat,
  type UpdateFrequency,
} from './data-product-ids';

export type CatalogLanguage = 'en' | 'fr' | 'ar';
export type Localized = Readonly<Record<CatalogLanguage, string>>;

export const tiers = ['starter', 'team', 'enterprise'] as const;
export type Tier = (typeof tiers)[number];

export type FieldType = 'string' | 'integer' | 'decimal' | 'date' | 'timestamp' | 'boolean' | 'geo';

export interface SchemaField {
  name: string;
  type: FieldType;
  example: string;
  description: Localized;
}

export const categories: Readonly<Record<CategoryId, Localized>> = {
  'market-intelligence': { en: 'Market intelligence', fr: 'Veille de marché', ar: 'استخبارات السوق' },
  mobility: { en: 'Mobility', fr: 'Mobilité', ar: 'التنقل' },
  'supply-chain-risk': {
    en: 'Supply chain risk',
    fr: "Risque chaîne d'approvisionnement",
    ar: 'مخاطر سلاسل الإمداد',
  },
  'retail-pricing': { en: 'Retail pricing', fr: 'Prix de détail', ar: 'تسعير التجزئة' },
  'labour-market': { en: 'Labour market', fr: 'Marché du travail', ar: 'سوق العمل' },
  'climate-risk': { en: 'Climate risk', fr: 'Risque climatique', ar: 'المخاطر المناخية' },
  sustainability: { en: 'Sustainability', fr: 'Durabilité', ar: 'الاستدامة' },
  'consumer-sentiment': { en: 'Consumer sentiment', fr: 'Sentiment des consommateurs', ar: 'معنويات المستهلكين' },
  energy: { en: 'Energy', fr: 'Énergie', ar: 'الطاقة' },
};

/** What each tier includes, the same for every product (the page names them from shop.json). */
export const tierLimits: Readonly<
  Record<Tier, { seats: number | null; apiCallsPerMonth: number | null; historyYears: number; formats: readonly DeliveryFormat[] }>
> = {
  starter: { seats: 3, apiCallsPerMonth: 10_000, historyYears: 2, formats: ['api', 'csv'] },
  team: { seats: 15, apiCallsPerMonth: 250_000, historyYears: 5, formats: ['api', 'csv', 'parquet'] },
  enterprise: { seats: null, apiCallsPerMonth: null, historyYears: 10, formats: ['api', 'csv', 'parquet', 'warehouse-share'] },
};

export interface DataProduct {
  /** Stable id, used in /product/$id and by the demo API's product group. */
  slug: string;
  /** Brand name, not translated. */
  name: string;
  category: CategoryId;
  updateFrequency: UpdateFrequency;
  formats: readonly DeliveryFormat[];
  /** First year of history available. */
  historyFrom: number;
  tagline: Localized;
  description: Localized;
  coverage: Localized;
  schema: readonly SchemaField[];
  /** Monthly price per tier, whole euros. */
  prices: Readonly<Record<Tier, number>>;
}

export function localize(text: Localized, language: string): string {
  const lang = language.slice(0, 2);
  return lang === 'fr' || lang === 'ar' ? text[lang] : text.en;
}

/** The order SKU of a product tier, as in the order contract: `market-pulse:team`. */
export function productSku(slug: string, tier: Tier): string {
  return `${slug}:${tier}`;
}
