// Saved views of a list (docs/api/views.md): a name for the list's URL state (filters, search,
// sort, page size) and its visible columns, kept per signed-in account and per table.

/** The list's search params as they appear in its URL (defaults left out). */
export type ViewSearch = Record<string, unknown>;

export interface SavedView {
  id: string;
  /** The table's id, e.g. 'users'. */
  table: string;
  name: string;
  search: ViewSearch;
  /** Column ids that are hidden (the others are shown). */
  hiddenColumns: string[];
  createdAt: string;
  updatedAt: string;
}

export interface ViewInput {
  table: string;
  name: string;
  search: ViewSearch;
  hiddenColumns: string[];
}

export type ViewPatch = Partial<Pick<ViewInput, 'name' | 'search' | 'hiddenColumns'>>;

export interface ViewListResponse {
  items: SavedView[];
}

export interface ViewResponse {
  view: SavedView;
}

export const viewPaths = {
  list: '/api/view/list',
  create: '/api/view',
  one: (id: string) => `/api/view/${encodeURIComponent(id)}`,
} as const;

export const VIEW_NAME_MAX = 60;
