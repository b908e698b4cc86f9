// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canUseRoute } from '@/lib/api-contract/permission';
import { activeTopItem, flattenNav, navForRole } from './nav-access';
import { navSections, type NavSection } from './nav-config';

const sample: NavSection[] = [
  {
    subheader: 's1',
    items: [
      { title: 'a', path: '/dashboard/a' },
      { title: 'off', path: '/dashboard/off', disabled: true },
      { title: 'g', path: '/dashboard/g', children: [{ title: 'g1', path: '/dashboard/g/1' }, { title: 'g2', path: '/dashboard/g/2', disabled: true }] },
    ],
  },
  { subheader: 's2', items: [{ title: 'admins', path: '/dashboard/x', roles: ['admin'] }] },
];

describe('navForRole and flattenNav', () => {
  it('leaves disabled items out of the search and drops sections a role cannot see', () => {
    expect(flattenNav(navForRole('admin', sample)).map((e) => e.path)).toEqual(['/dashboard/a', '/dashboard/g/1', '/dashboard/x']);
    expect(navForRole('user', sample).map((s) => s.subheader)).toEqual(['s1']);
  });

  it('finds the top-level item of a page below it', () => {
    expect(activeTopItem(navSections, '/dashboard/invoice/new')?.title).toBe('nav.invoice');
  });

  it('agrees with the route rules: every item a role sees, it may open', () => {
    for (const role of ['admin', 'manager', 'user'] as const) {
      for (const entry of flattenNav(navForRole(role))) expect(canUseRoute(entry.path, role), `${role} ${entry.path}`).toBe(true);
    }
  });

  it('and every item a role may not open is hidden from it', () => {
    const all = flattenNav(navSections);
    for (const role of ['manager', 'user'] as const) {
      const visible = new Set(flattenNav(navForRole(role)).map((e) => e.path));
      for (const entry of all) if (!canUseRoute(entry.path, role)) expect(visible.has(entry.path), `${role} ${entry.path}`).toBe(false);
    }
  });
});
