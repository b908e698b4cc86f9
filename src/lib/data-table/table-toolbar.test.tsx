// The list toolbar on a phone: the filters move into one "Filters" sheet (the drawer's code loads
// on the first press) with the number on, "Clear filters" and "Show N results"; wide screens keep
// them on the toolbar's line.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/test-utils';
import { NARROW_QUERY } from '@/lib/ui/use-narrow-screen';
import { FilterDrawer } from './filter-drawer';
import { sheetFilters } from './list-search';
import { MultiSelectFilter } from './multi-select-filter';
import { TableToolbar } from './table-toolbar';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.restoreAllMocks());

const roles = ['admin', 'editor', 'viewer'] as const;
type Role = (typeof roles)[number];
interface View {
  q: string;
  role: Role[];
  from: string;
  to: string;
  team: string[];
}
const defaults: View = { q: '', role: [], from: '', to: '', team: [] };

function phone() {
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...matchMedia(query),
    matches: query === NARROW_QUERY,
  }));
}

/** A list's toolbar: a quick filter, a date range, and a section's own drawer. */
function Toolbar({ initial = defaults }: { initial?: View }) {
  const [view, setView] = useState(initial);
  const set = (patch: Partial<View>) => setView((v) => ({ ...v, ...patch }));
  const sheet = sheetFilters(view, defaults, ['role', ['from', 'to'], 'team']);
  return (
    <>
      <TableToolbar
        q={view.q}
        onSearch={(q) => set({ q })}
        searchLabel="Search people"
        filters={
          <>
            <MultiSelectFilter
              options={roles}
              value={view.role}
              onChange={(role) => set({ role })}
              optionLabel={(r) => r}
              title="Role"
              label="Filter by role"
              clearLabel="All roles"
            />
            <input aria-label="From" value={view.from} onChange={(e) => set({ from: e.target.value })} />
            <FilterDrawer active={view.team.length ? 1 : 0} onClear={() => set({ team: [] })}>
              <p>Team filters</p>
            </FilterDrawer>
          </>
        }
        activeFilters={sheet.active}
        onClearFilters={() => set(sheet.clear)}
        resultCount={12}
        end={<button type="button">Columns</button>}
      />
      <output data-testid="view">{JSON.stringify(view)}</output>
    </>
  );
}

const viewOf = () => JSON.parse(screen.getByTestId('view').textContent!) as View;

describe('TableToolbar', () => {
  it('keeps the filters on the line on a wide screen', async () => {
    renderWithProviders(<Toolbar />);
    expect(await screen.findByRole('searchbox', { name: 'Search people' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter by role' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'From' })).toBeInTheDocument();
    // The section's own drawer keeps its button.
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('puts the filters in one sheet on a phone, with the count, Clear filters and Show N results', async () => {
    phone();
    const user = userEvent.setup();
    renderWithProviders(<Toolbar initial={{ ...defaults, role: ['admin', 'viewer'], from: '2027-01-01' }} />);
    expect(await screen.findByRole('searchbox', { name: 'Search people' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument();
    // One button for every filter: two are on (the role filter, the date range).
    expect(screen.queryByRole('button', { name: 'Filter by role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'From' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Filters, 2 on' });
    expect(button).toHaveTextContent('2');

    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'ann');
    await waitFor(() => expect(viewOf().q).toBe('ann'));

    await user.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    // A quick filter shows its choices as checkboxes; the section's drawer shows its groups in place.
    const group = within(sheet).getByRole('group', { name: 'Role' });
    expect(within(group).getByRole('checkbox', { name: 'admin' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'editor' })).not.toBeChecked();
    expect(within(sheet).getByRole('textbox', { name: 'From' })).toHaveValue('2027-01-01');
    expect(within(sheet).getByText('Team filters')).toBeInTheDocument();
    expect(within(sheet).queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();

    await user.click(within(group).getByRole('checkbox', { name: 'editor' }));
    expect(viewOf().role).toEqual(['admin', 'editor', 'viewer']);

    // Clear filters clears the sheet's filters only, not the search text.
    await user.click(within(sheet).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(viewOf()).toMatchObject({ q: 'ann', role: [], from: '', to: '' }));
    expect(within(sheet).getByRole('button', { name: 'Clear filters' })).toBeDisabled();

    await user.click(within(sheet).getByRole('button', { name: 'Show 12 results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it('shows no badge while no filter is on', async () => {
    phone();
    renderWithProviders(<Toolbar />);
    expect(await screen.findByRole('button', { name: 'Filters' })).not.toHaveTextContent(/\d/);
  });
});
