// The catalogue on sale, for components: the bundled one while a prerendered page hydrates (the
// markup must match), then overlaid with the dashboard's edits (docs/catalogue.md).
import { useSyncExternalStore } from 'react';
import { dataProducts, listedDataProducts, type DataProduct } from './data-products';

function subscribe(onChange: () => void) {
  // Another tab saving in the dashboard.
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

export function useDataProducts(): readonly DataProduct[] {
  return useSyncExternalStore(subscribe, listedDataProducts, () => dataProducts);
}

/** A product on sale; undefined for a draft, deleted or unknown slug. */
export function useDataProduct(slug: string): DataProduct | undefined {
  return useDataProducts().find((p) => p.slug === slug);
}
