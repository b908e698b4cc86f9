// The shape every list endpoint shares: paging, sorting and search in query parameters, and the
// page of items with the total count in the response.
export interface ListQuery {
  /** 1-based page number. */
  page?: number;
  pageSize?: number;
  /** Field to sort by, and direction. */
  sort?: string;
  order?: 'asc' | 'desc';
  /** Free-text search. */
  q?: string;
}

export interface ListResponse<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** Counts per status (or other facet) over the filtered set, where the group has one. */
  counts?: Record<string, number>;
}

/** The answer of `POST /api/<group>/bulk-delete` (body `{ ids }`). */
export interface BulkDeleteResponse {
  deleted: number;
}
