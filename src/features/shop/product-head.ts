// What a product page's document head needs (name and a one-line description), for the route's
// loader; null for a slug that is not in the catalogue.
import { findDataProduct, localize } from '@/lib/catalog/data-products';
import { i18n } from '@/lib/i18n/i18n';

export async function loadProductHead(slug: string): Promise<{ name: string; description: string } | null> {
  const product = findDataProduct(slug);
  if (!product) return null;
  return { name: product.name, description: `${product.name}: ${localize(product.tagline, i18n.language)}` };
}
