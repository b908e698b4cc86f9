// The file manager's URL state: the folder on screen, the view (grid or list), sort and filters,
// so a folder view is a link and Back goes up. Route files validate with this before any page code
// loads, so it stays small: plain checks and the contract's constants.
import type { FileKind, FileListQuery } from '@/lib/api-contract/file';
import { oneOf, searchParams, stringParam } from '@/lib/search-params';

export const fileViews = ['grid', 'list'] as const;
export const fileSorts = ['default', 'name', 'size', 'modifiedAt', 'kind'] as const;
export type FileSort = (typeof fileSorts)[number];

/** The type filter's groups, and the kinds each one covers. */
export const fileTypeGroups = {
  documents: ['pdf', 'document', 'presentation'],
  spreadsheets: ['spreadsheet'],
  images: ['image'],
  videos: ['video'],
  data: ['data'],
  archives: ['archive'],
} as const satisfies Record<string, readonly FileKind[]>;
export type FileTypeGroup = keyof typeof fileTypeGroups;
const typeGroupNames = Object.keys(fileTypeGroups) as FileTypeGroup[];

const isoDate = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

export const fileManagerDefaults = {
  view: 'grid',
  sort: 'default',
  order: 'asc',
  q: '',
  type: 'all',
  starred: false,
} as const;

export const validateFileManagerSearch = searchParams({
  folder: stringParam(64),
  view: oneOf(fileViews, fileManagerDefaults.view),
  sort: oneOf(fileSorts, fileManagerDefaults.sort),
  order: oneOf(['asc', 'desc'], fileManagerDefaults.order),
  q: stringParam(100, fileManagerDefaults.q),
  type: oneOf(['all', ...typeGroupNames], fileManagerDefaults.type),
  from: isoDate,
  to: isoDate,
  starred: (value): boolean => value === true,
});

export type FileManagerSearch = ReturnType<typeof validateFileManagerSearch>;

/** Whether the view searches the whole drive (a search or "Starred") rather than one folder. */
export const searchesEverywhere = (search: FileManagerSearch) => search.q.trim() !== '' || search.starred;

export function toFileListQuery(search: FileManagerSearch): FileListQuery {
  const everywhere = searchesEverywhere(search);
  return {
    page: 1,
    pageSize: 100,
    sort: search.sort === 'default' ? undefined : search.sort,
    order: search.order,
    q: search.q.trim() || undefined,
    parentId: everywhere ? undefined : (search.folder ?? 'root'),
    kind: search.type === 'all' ? undefined : [...fileTypeGroups[search.type]],
    favorite: search.starred ? 'true' : undefined,
    startDate: search.from,
    endDate: search.to,
  };
}
