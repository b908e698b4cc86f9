// The list kit on its own: URL state, CSV export against the demo API, selection across pages,
// the virtualised body, the error state's Retry, and focus back to a row's menu button.
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, type ColumnDef, type RowSelectionState } from '@tanstack/react-table';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { useEffect, useState } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/test-utils';
import { signInAsDemo } from '../../../tests/auth';
import { oneOf } from '@/lib/search-params';
import { BOM, exportCsv, type PageFetcher } from './csv-export';
import { DataTable } from './data-table';
import { arrayOfParam, defineListSearch } from './list-search';

vi.setConfig({ testTimeout: 30_000 });

interface Row {
  id: string;
  name: string;
  status: string;
}
const column = createColumnHelper<Row>();
const columns = [
  column.accessor('name', { header: 'Name', meta: { label: 'Name', exportValue: (r) => r.name } }),
  column.accessor('status', {
    header: 'Status',
    meta: { label: 'Status', exportValue: (r) => r.status },
  }),
] as ColumnDef<Row, unknown>[];
const rowsOf = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `r${from + i}`,
    name: `Row ${from + i}`,
    status: 'ok',
  }));

const list = defineListSearch({
  sortFields: ['name', 'createdAt'],
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { status: oneOf(['all', 'active'], 'all'), tag: arrayOfParam(['a', 'b']) },
});

describe('list URL state', () => {
  it('keeps every valid value through a round trip and gives defaults for missing ones', () => {
    const search = {
      page: 3,
      pageSize: 25,
      sort: 'name',
      order: 'asc',
      q: 'ada',
      dense: true,
      status: 'active',
      tag: ['b'],
    };
    expect(list.validateSearch(search as never)).toEqual(search);
    expect(list.validateSearch(list.validateSearch(search as never) as never)).toEqual(search);
    expect(list.validateSearch({} as never)).toEqual(list.defaults);
    expect(list.defaults).toMatchObject({
      page: 1,
      pageSize: 10,
      sort: 'createdAt',
      order: 'desc',
      status: 'all',
      tag: [],
    });
  });

  it('falls back to the default for a bad value and keeps the rest', () => {
    const parsed = list.validateSearch({
      page: -2,
      pageSize: 7,
      sort: 'password',
      status: 'gone',
      tag: ['z'],
      q: 'ok',
    } as never);
    expect(parsed).toEqual({ ...list.defaults, q: 'ok' });
  });
});

describe('CSV export', () => {
  it('exports a filtered, sorted view across three pages exactly as the API answers it', async () => {
    const token = await signInAsDemo();
    const get = async (params: Record<string, string>, signal?: AbortSignal) => {
      const url = new URL('http://localhost/api/user/list');
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal });
      return (await response.json()) as {
        items: { id: string; name: string; email: string; status: string }[];
        total: number;
      };
    };
    const view = { status: 'active', sort: 'name', order: 'desc' };
    const whole = await get({ ...view, pageSize: '100' });
    expect(whole.total).toBeGreaterThan(5);
    const pageSize = Math.ceil(whole.total / 3);
    const fetchPage: PageFetcher<(typeof whole.items)[number]> = (page, size, signal) =>
      get({ ...view, page: String(page), pageSize: String(size) }, signal);
    const userColumns = [
      {
        accessorKey: 'name',
        meta: { label: 'Name', exportValue: (u: { name: string }) => u.name },
      },
      {
        accessorKey: 'email',
        meta: { label: 'Email', exportValue: (u: { email: string }) => u.email },
      },
      {
        accessorKey: 'status',
        meta: { label: 'Status', exportValue: (u: { status: string }) => u.status },
      },
    ] as ColumnDef<(typeof whole.items)[number], unknown>[];
    const progress: number[] = [];
    const csv = await exportCsv({
      fetchPage,
      columns: userColumns,
      visibility: { email: false },
      pageSize,
      signal: new AbortController().signal,
      onProgress: (done) => progress.push(done),
    });
    expect(csv.startsWith(BOM)).toBe(true);
    expect(progress).toHaveLength(3);
    const parsed = Papa.parse<string[]>(csv.slice(1).trim()).data;
    expect(parsed[0]).toEqual(['Name', 'Status']);
    expect(parsed.slice(1)).toEqual(whole.items.map((u) => [u.name, u.status]));
  });

  it('stops when cancelled', async () => {
    const abort = new AbortController();
    const fetchPage: PageFetcher<Row> = async (page) => {
      if (page === 2) abort.abort();
      return { items: rowsOf(page * 10, 10), total: 50 };
    };
    await expect(
      exportCsv({ fetchPage, columns, visibility: {}, pageSize: 10, signal: abort.signal }),
    ).rejects.toThrow();
  });
});

function PagedTable({ pages }: { pages: Row[][] }) {
  const [page, setPage] = useState(0);
  const [selection, setSelection] = useState<RowSelectionState>({});
  return (
    <>
      <button onClick={() => setPage((p) => (p + 1) % pages.length)}>next</button>
      <output>
        {Object.keys(selection)
          .filter((id) => selection[id])
          .join(',')}
      </output>
      <DataTable
        label="Rows"
        testId="rows"
        columns={columns}
        rows={pages[page]}
        getRowId={(r) => r.id}
        sortFields={['name']}
        sort="name"
        order="asc"
        onSort={() => undefined}
        selection={{
          state: selection,
          onChange: setSelection,
          rowLabel: (r) => `Select ${r.name}`,
        }}
        emptyMessage="Nothing"
      />
    </>
  );
}

/** A table of `Row`s with nothing to sort, for the cases below that need no more. */
const plainTable = {
  label: 'Rows',
  columns,
  getRowId: (r: Row) => r.id,
  sortFields: [] as string[],
  sort: 'name',
  order: 'asc' as const,
  onSort: () => undefined,
  emptyMessage: 'Nothing',
};

describe('DataTable', () => {
  it('keeps the selection across pages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PagedTable pages={[rowsOf(0, 5), rowsOf(5, 5)]} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Row 1' }));
    await user.click(screen.getByRole('button', { name: 'next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Row 7' }));
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(await screen.findByRole('checkbox', { name: 'Select Row 1' })).toBeChecked();
    expect(document.querySelector('output')).toHaveTextContent('r1,r7');
  });

  it('marks each row for its phone layout: the first column, then the summary cells (docs/list-kit.md#phones)', async () => {
    const phoneColumns = [
      column.accessor('name', { header: 'Name' }),
      column.accessor('id', { header: 'Id', meta: { priority: 5 } }),
      column.accessor('status', { header: 'Status', meta: { phone: 'summary', priority: 2 } }),
    ] as ColumnDef<Row, unknown>[];
    renderWithProviders(
      <DataTable
        {...plainTable}
        columns={phoneColumns}
        rows={rowsOf(0, 2)}
        selection={{ state: {}, onChange: () => undefined, rowLabel: (r) => `Select ${r.name}` }}
      />,
    );
    const row = (await screen.findByText('Row 0')).closest('tr')!;
    const cells = [...row.querySelectorAll('td')];
    expect(cells.map((c) => c.dataset.column ?? '')).toEqual(['select', '', '', '']);
    expect(row.querySelector('[data-primary]')).toHaveTextContent('Row 0');
    const summary = row.querySelector('td[data-phone="summary"]')!;
    expect(summary).toHaveTextContent('ok');
    expect(summary).toHaveAttribute('data-phone-lead');
    // The header keeps the first column's (its sort) and hides the summary's.
    const header = screen.getAllByRole('columnheader');
    expect(header.find((h) => h.hasAttribute('data-primary'))).toHaveTextContent('Name');
    expect(header.find((h) => h.dataset.phone === 'summary')).toHaveTextContent('Status');
  });

  it('keeps fewer than 100 rows in the DOM for a page of 10,000', async () => {
    // jsdom lays nothing out: the scroll area gets a screen's size, as a browser gives it.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1024);
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    renderWithProviders(<PagedTable pages={[rowsOf(0, 10_000)]} />);
    const table = await screen.findByTestId('rows');
    await within(table).findByText('Row 0');
    // The virtualised body (its code loads for such a page): a spacer row stands for the rows below.
    await waitFor(() => expect(table.querySelector('tr[aria-hidden] > td[style*="height"]')).not.toBeNull());
    const rendered = within(table).getAllByRole('row');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(100);
  });

  it('shows the error with a Retry that loads the rows', async () => {
    let calls = 0;
    function Failing() {
      const query = useQuery({
        queryKey: ['kit-test-rows'],
        queryFn: async () => {
          calls += 1;
          if (calls === 1) throw new Error('The rows could not be loaded');
          return rowsOf(0, 3);
        },
      });
      return (
        <DataTable
          {...plainTable}
          rows={query.data}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Failing />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The rows could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Row 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("keeps the row's menu button when the table draws its cells again, and gives focus back to it after Escape", async () => {
    let redraw = () => {};
    function MenuTable() {
      // A new menu config each render (as a page that does not memoise it, or a translation
      // loaded while the menu is open): the table's cells are drawn again.
      const [, setGeneration] = useState(0);
      useEffect(() => {
        redraw = () => setGeneration((g) => g + 1);
      }, []);
      return (
        <DataTable
          {...plainTable}
          rows={rowsOf(0, 3)}
          rowMenu={{
            label: (r) => `Actions for ${r.name}`,
            items: () => [{ kind: 'item', value: 'open', label: 'Open' }],
            onSelect: () => undefined,
          }}
        />
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<MenuTable />);
    const before = await screen.findByRole('button', { name: 'Actions for Row 1' });
    await user.click(before);
    expect(await screen.findByRole('menuitem', { name: 'Open' })).toBeVisible();
    act(() => redraw());
    // The button is the same element: a cell that was a new component each time replaced it, and
    // the focus given back to it went nowhere (src/lib/data-table/data-table.tsx, RowControls).
    expect(screen.getByRole('button', { name: 'Actions for Row 1' })).toBe(before);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Open' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for Row 1' })).toHaveFocus());
  });
});
