// CSV export of exactly the current view: the URL's filters, search and sort, ALL pages fetched one
// after another from the list API, the visible columns in their order under the names their headers
// show (`columnName`), each value as the table shows it (a column's `meta.exportValue`), with a UTF-8 BOM so spreadsheet programs read accents and
// Arabic. papaparse loads on the first export, never with the page.
import type { ColumnDef, VisibilityState } from '@tanstack/react-table';
import './column-meta';
import { columnId, columnName } from './column-id';

/** One page of a list answer (`{ items, total, page, pageSize }`). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** Fetches one page of the current view; the section binds its filters, search and sort. */
export type PageFetcher<T> = (
  page: number,
  pageSize: number,
  signal: AbortSignal,
) => Promise<ListPage<T>>;

export interface CsvExportOptions<T> {
  fetchPage: PageFetcher<T>;
  columns: ColumnDef<T, unknown>[];
  visibility: VisibilityState;
  /** Rows asked per request (the list API's maximum is 100). */
  pageSize?: number;
  signal: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export const BOM = '\uFEFF';

/** The exported columns: visible, in table order, with an export value. */
export function exportColumns<T>(columns: ColumnDef<T, unknown>[], visibility: VisibilityState) {
  return columns.filter(
    (column) => column.meta?.exportValue && visibility[columnId(column)] !== false,
  );
}

/** The CSV text (BOM first). Rejects with an AbortError when `signal` aborts. */
export async function exportCsv<T>({
  fetchPage,
  columns,
  visibility,
  pageSize = 100,
  signal,
  onProgress,
}: CsvExportOptions<T>): Promise<string> {
  const [{ unparse }] = await Promise.all([import('papaparse')]);
  const chosen = exportColumns(columns, visibility);
  const rows: (string | number)[][] = [];
  let total = Infinity;
  for (let page = 1; (page - 1) * pageSize < total; page += 1) {
    signal.throwIfAborted();
    const answer = await fetchPage(page, pageSize, signal);
    total = answer.total;
    for (const item of answer.items)
      rows.push(chosen.map((column) => column.meta!.exportValue!(item)));
    onProgress?.(rows.length, total);
    if (answer.items.length === 0) break;
  }
  signal.throwIfAborted();
  return BOM + unparse({ fields: chosen.map((column) => columnName(column)), data: rows });
}

/** Saves `text` as a file through a temporary link. */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
