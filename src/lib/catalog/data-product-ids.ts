// The catalogue's id lists alone (categories, delivery formats, update frequencies): the products
// list checks its search params against these before the page loads, so they stay out of the
// catalogue itself (data-products.ts, ~22 kB), which route validation would pull into the entry.

export const deliveryFormats = ['api', 'csv', 'parquet', 'warehouse-share'] as const;
export type DeliveryFormat = (typeof deliveryFormats)[number];

export const updateFrequencies = ['hourly', 'daily', 'weekly', 'monthly', 'quarterly'] as const;
export type UpdateFrequency = (typeof updateFrequencies)[number];

export const categoryIds = [
  'market-intelligence',
  'mobility',
  'supply-chain-risk',
  'retail-pricing',
  'labour-market',
  'climate-risk',
  'sustainability',
  'consumer-sentiment',
  'energy',
] as const;
export type CategoryId = (typeof categoryIds)[number];
