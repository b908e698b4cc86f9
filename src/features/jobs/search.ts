// The jobs section's URL search params: the list's whole table state (filters from the drawer
// included, so a view is a link and Back restores it) and the detail page's tab. Route files
// validate with these before page code loads, so this module stays small (docs/list-kit.md).
import { arrayOfParam, defineListSearch } from '@/lib/data-table/list-search';
import { oneOf, searchParams, type ParamCheck } from '@/lib/search-params';
import {
  employmentTypes,
  experienceLevels,
  jobDepartments,
  jobLocations,
  jobStatuses,
  type JobListQuery,
} from '@/lib/api-contract/job';

/** Benefits are free text; the URL keeps their `benefitKey`s (lower-case words and hyphens). */
const benefitKeys: ParamCheck<string[]> = (value) =>
  Array.isArray(value) && value.length <= 20 && value.every((v) => typeof v === 'string' && /^[\p{L}\p{N}-]{1,80}$/u.test(v))
    ? [...(value as string[])]
    : [];

export const jobList = defineListSearch({
  sortFields: ['createdAt', 'title', 'expiresAt', 'applicants'] as const,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: {
    status: oneOf(['all', ...jobStatuses], 'all'),
    department: arrayOfParam(jobDepartments),
    employmentType: arrayOfParam(employmentTypes),
    experience: arrayOfParam(experienceLevels),
    location: arrayOfParam(jobLocations),
    benefit: benefitKeys,
  },
});

export type JobListSearch = ReturnType<typeof jobList.validateSearch>;

/** The server's part of the list's URL state (the dense toggle is the browser's business). */
export function toJobQuery(search: JobListSearch): JobListQuery {
  const { page, pageSize, sort, order, q, status, department, employmentType, experience, location, benefit } = search;
  return {
    page,
    pageSize,
    sort,
    order,
    q: q.trim() || undefined,
    status: status === 'all' ? undefined : status,
    department,
    employmentType,
    experience,
    location,
    benefit,
  };
}

/** The drawer's filters (the status is a tab), to count and clear them. */
export const jobDrawerFilters = ['department', 'employmentType', 'experience', 'location', 'benefit'] as const;

export const jobTabs = ['description', 'candidates'] as const;
export type JobTab = (typeof jobTabs)[number];
export const validateJobDetailSearch = searchParams({ tab: oneOf(jobTabs, 'description') });
