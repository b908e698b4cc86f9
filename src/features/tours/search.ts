// The tours section's URL search params: the list's whole table state (date range, destinations,
// services and guides from the filter drawer included, so a view is a link and Back restores it)
// and the detail page's tab. Plain checks: route validation ships in the first load (docs/list-kit.md).
import { arrayOfParam, defineListSearch, type FilterGroups } from '@/lib/data-table/list-search';
import { oneOf, searchParams, type ParamCheck } from '@/lib/search-params';
import { tourServices, tourStatuses, type TourListQuery } from '@/lib/api-contract/tour';

const isoDate: ParamCheck<string> = (value) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');
const countries: ParamCheck<string[]> = (value) =>
  Array.isArray(value) && value.length <= 50 && value.every((v) => typeof v === 'string' && /^[A-Z]{2}$/.test(v)) ? [...(value as string[])] : [];
const emails: ParamCheck<string[]> = (value) =>
  Array.isArray(value) && value.length <= 50 && value.every((v) => typeof v === 'string' && /^[^\s@,]{1,64}@[^\s@,]{1,190}$/.test(v))
    ? [...(value as string[])]
    : [];

export const tourList = defineListSearch({
  sortFields: ['startDate', 'name', 'price', 'createdAt'] as const,
  defaultSort: 'startDate',
  defaultOrder: 'asc',
  filters: {
    status: oneOf(['all', ...tourStatuses], 'all'),
    from: isoDate,
    to: isoDate,
    country: countries,
    service: arrayOfParam(tourServices),
    guide: emails,
  },
});

export type TourListSearch = ReturnType<typeof tourList.validateSearch>;

/** The server's part of the list's URL state (the dense toggle is the browser's business). */
export function toTourQuery(search: TourListSearch): TourListQuery {
  const { page, pageSize, sort, order, q, status, from, to, country, service, guide } = search;
  return {
    page,
    pageSize,
    sort,
    order,
    q: q.trim() || undefined,
    status: status === 'all' ? undefined : status,
    startDate: from || undefined,
    endDate: to || undefined,
    country,
    service,
    guide,
  };
}

/** The drawer's filters (the status is a tab), to count and clear them. */
export const tourDrawerDefaults = { from: '', to: '', country: [], service: [], guide: [] } satisfies Partial<TourListSearch>;

export const tourTabs = ['programme', 'bookers'] as const;
export type TourTab = (typeof tourTabs)[number];
export const validateTourDetailSearch = searchParams({ tab: oneOf(tourTabs, 'programme') });
/** The same filters as the "Filters" sheet counts them: the date range is one. */
export const tourFilterGroups = [['from', 'to'], 'country', 'service', 'guide'] as const satisfies FilterGroups<TourListSearch>;
