// The purchasable SKUs (data product × tier) seed orders and invoices are made of, from the one
// catalogue the site bundles (docs/product-rules.md#catalogue).
import type { OrderItem } from '@/lib/api-contract/order';
import { dataProducts, productSku, type Tier } from '@/lib/catalog/data-products';

const TIER_NAMES: Record<Tier, string> = { starter: 'Starter', team: 'Team', enterprise: 'Enterprise' };

export function productSkus(): Omit<OrderItem, 'quantity'>[] {
  return dataProducts.flatMap((p) =>
    (['starter', 'team'] as const).map((tier) => ({
      sku: productSku(p.slug, tier),
      name: `${p.name} — ${TIER_NAMES[tier]}`,
      unitPrice: p.prices[tier],
    })),
  );
}
