// Which saved view a list shows (docs/list-kit.md): its URL state is the view's, whatever order the
// params are in; the page and the defaults do not count.
import { describe, expect, it } from 'vitest';
import type { SavedView } from '@/lib/api-contract/view';
import { activeViewOf } from './saved-views-api';

const defaults = { status: 'all', sort: 'createdAt', order: 'desc', page: 1, role: [] as string[] };
const view = (id: string, search: SavedView['search']): SavedView => ({
  id,
  table: 'users',
  name: id,
  search,
  hiddenColumns: [],
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
});
const views = [view('active by name', { status: 'active', sort: 'name' }), view('admins', { role: ['admin'] })];

describe('the saved view a list shows', () => {
  it('is the one whose params the URL holds, in any order, on any page', () => {
    // The router orders the params its own way once a view is applied.
    const routerOrder = { sort: 'name', order: 'desc', page: 1, role: [], status: 'active' };
    expect(Object.keys(routerOrder)).not.toEqual(Object.keys(views[0]!.search));
    expect(activeViewOf(views, routerOrder, defaults)?.id).toBe('active by name');
    expect(activeViewOf(views, { ...defaults, page: 3, status: 'active', sort: 'name' }, defaults)?.id).toBe('active by name');
    expect(activeViewOf(views, { ...defaults, role: ['admin'] }, defaults)?.id).toBe('admins');
  });

  it('is none when the URL holds more, less or other params', () => {
    expect(activeViewOf(views, { ...defaults, status: 'active' }, defaults)).toBeUndefined();
    expect(activeViewOf(views, { ...defaults, status: 'active', sort: 'name', order: 'asc' }, defaults)).toBeUndefined();
    expect(activeViewOf(views, { ...defaults, role: ['user'] }, defaults)).toBeUndefined();
  });
});
