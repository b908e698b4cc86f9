// The overview pages' URL: the date range that drives every widget (and the banking page's
// transaction search). Plain checks: route search validation is not code-split.
import { overviewRanges } from '@/lib/api-contract/overview';
import { oneOf, searchParams, stringParam } from '@/lib/search-params';

/** 90 days by default: long enough for the monthly invoices and tours to show, short enough to be recent. */
export const DEFAULT_RANGE = '90d';

export const overviewPageDefaults = { range: DEFAULT_RANGE } as const;
export const validateOverviewSearch = searchParams({ range: oneOf(overviewRanges, DEFAULT_RANGE) });
export const bankingDefaults = { range: DEFAULT_RANGE, q: '' } as const;
export const validateBankingSearch = searchParams({
  range: oneOf(overviewRanges, DEFAULT_RANGE),
  q: stringParam(100, ''),
});
