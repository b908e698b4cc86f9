// The products section's URL search params (docs/list-kit.md): the list's whole view (tab, quick
// filters, search, sort, page, density, table or grid) and the detail page's tab. Route files
// validate with these before any page code loads, so this module stays small: plain checks and the
// contract's constants.
import { arrayOfParam, defineListSearch } from '@/lib/data-table/list-search';
import { oneOf, searchParams, type ParamCheck } from '@/lib/search-params';
import { productSortFields, productStatuses, type ProductListQuery } from '@/lib/api-contract/product';
import {
  categoryIds,
  deliveryFormats,
  updateFrequencies,
  type CategoryId,
  type DeliveryFormat,
  type UpdateFrequency,
} from '@/lib/catalog/data-product-ids';

/** Starter-price bands of the price quick filter, whole euros a month (inclusive). */
export const priceBands = {
  all: {},
  'under-500': { priceMax: 499 },
  '500-799': { priceMin: 500, priceMax: 799 },
  '800-plus': { priceMin: 800 },
} as const satisfies Record<string, Pick<ProductListQuery, 'priceMin' | 'priceMax'>>;
export type PriceBand = keyof typeof priceBands;
export const priceBandIds = Object.keys(priceBands) as PriceBand[];

export const productViews = ['table', 'grid'] as const;
export type ProductView = (typeof productViews)[number];

export const productList = defineListSearch({
  sortFields: productSortFields,
  defaultSort: 'name',
  defaultOrder: 'asc',
  filters: {
    status: oneOf(['all', ...productStatuses], 'all'),
    category: arrayOfParam(categoryIds) as ParamCheck<CategoryId[]>,
    frequency: arrayOfParam(updateFrequencies) as ParamCheck<UpdateFrequency[]>,
    format: arrayOfParam(deliveryFormats) as ParamCheck<DeliveryFormat[]>,
    price: oneOf(priceBandIds, 'all'),
    view: oneOf(productViews, 'table'),
  },
});

export type ProductListSearch = ReturnType<typeof productList.validateSearch>;

/** The server's part of the view (density and table/grid are the browser's business). */
export function toProductQuery(search: ProductListSearch): ProductListQuery {
  const { page, pageSize, sort, order, q, status, category, frequency, format, price } = search;
  return {
    page,
    pageSize,
    sort,
    order,
    q: q.trim() || undefined,
    status: status === 'all' ? undefined : status,
    category,
    updateFrequency: frequency,
    format,
    ...priceBands[price],
  };
}

export const productTabs = ['overview', 'schema', 'reviews'] as const;
export type ProductTab = (typeof productTabs)[number];
export const validateProductDetailSearch = searchParams({ tab: oneOf(productTabs, 'overview') });
