// The dashboard's edits of the catalogue, as the public pages see them (docs/catalogue.md). The
// demo API writes every product of its group here when one is created, saved or deleted; the
// marketing pages overlay the bundled catalogue with it, a synchronous local read, no API call.
import type { DataProduct } from './data-products';

export const CATALOG_EDITS_KEY = 'catalogEdits';

/** One product as the dashboard last saved it (the public part of the product record). */
export type CatalogEdit = Omit<DataProduct, 'slug'> & { slug: string; status: 'published' | 'draft' };

export interface CatalogEdits {
  version: 1;
  /** Every product of the dashboard's group, in its order: one left out was deleted. */
  products: CatalogEdit[];
}

let cache: { raw: string | null; edits: CatalogEdits | null } | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (privacy settings): the bundled catalogue stands
  }
}

function isEdits(value: unknown): value is CatalogEdits {
  return Boolean(value) && (value as CatalogEdits).version === 1 && Array.isArray((value as CatalogEdits).products);
}

/** The stored edits, or null when the dashboard never saved any (or they are unreadable). */
export function readCatalogEdits(): CatalogEdits | null {
  const raw = storage()?.getItem(CATALOG_EDITS_KEY) ?? null;
  if (cache && cache.raw === raw) return cache.edits;
  let edits: CatalogEdits | null;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    edits = isEdits(parsed) ? parsed : null;
  } catch {
    edits = null;
  }
  cache = { raw, edits };
  return edits;
}

export function writeCatalogEdits(products: CatalogEdit[]) {
  try {
    storage()?.setItem(CATALOG_EDITS_KEY, JSON.stringify({ version: 1, products } satisfies CatalogEdits));
  } catch {
    // Quota or blocked storage: the public pages keep the bundled catalogue.
  }
}

export function clearCatalogEdits() {
  storage()?.removeItem(CATALOG_EDITS_KEY);
}

/**
 * The catalogue on sale: with no edits, the bundled one; with edits, the dashboard's products in
 * its order (bundled fields the dashboard does not hold kept), drafts and deleted ones left out.
 */
export function overlayCatalog(bundled: readonly DataProduct[], edits: CatalogEdits | null): readonly DataProduct[] {
  if (!edits) return bundled;
  const bySlug = new Map(bundled.map((p) => [p.slug, p]));
  return edits.products
    .filter((edit) => edit.status === 'published')
    .map(({ status: _status, ...edit }) => ({ ...bySlug.get(edit.slug), ...edit }));
}
