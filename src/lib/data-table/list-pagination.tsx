// The kit's Pagination wired to a list's URL state (docs/list-kit.md): page, page size and the
// dense toggle written through the list's `setSearch` (useListSearch), the total from the API.
import type { BaseListSearch } from './list-search';
import { Pagination } from './pagination';

interface ListPaginationProps {
  search: Pick<BaseListSearch, 'page' | 'pageSize' | 'dense'>;
  /** The answer's page (a page past the end comes back as the last one) and total. */
  list: { page: number; total: number } | undefined;
  pageSizes: readonly number[];
  setSearch: (patch: Partial<Pick<BaseListSearch, 'page' | 'pageSize' | 'dense'>>) => void;
}

export function ListPagination({ search, list, pageSizes, setSearch }: ListPaginationProps) {
  return (
    <Pagination
      page={list?.page ?? search.page}
      pageSize={search.pageSize}
      pageSizes={pageSizes}
      total={list?.total ?? 0}
      dense={search.dense}
      onPage={(page) => setSearch({ page })}
      onPageSize={(pageSize) => setSearch({ pageSize })}
      // Density is a view setting: it keeps the page.
      onDense={(dense) => setSearch({ dense, page: search.page })}
    />
  );
}
