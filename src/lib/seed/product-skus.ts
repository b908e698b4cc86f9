// The purchasable SKUs (data product × tier) seed orders and invoices are made of, from the one
// catalogue the site bundles (docs/product-rules.md#catalogue).
import type { OrderItem } from '@/lib/api-contract/order';
import { tierLineTitle } from '@/lib/catalog/billed-services';
import { dataProducts, productSku } from '@/lib/catalog/data-products';

export function productSkus(): Omit<OrderItem, 'quantity'>[] {
  return dataProducts.flatMap((p) =>
    (['starter', 'team'] as const).map((tier) => ({
      sku: productSku(p.slug, tier),
      name: tierLineTitle(p.name, tier),
      unitPrice: p.prices[tier],
    })),
  );
}
