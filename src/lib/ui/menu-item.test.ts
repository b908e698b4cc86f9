// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterMenuByRole, isMenuPathActive, type MenuItem } from './menu-item';

const items: MenuItem[] = [
  { title: 'a', path: '/a' },
  { title: 'b', path: '/b', roles: ['admin'] },
  { title: 'c', path: '/c', children: [{ title: 'c1', path: '/c/1', roles: ['admin'] }, { title: 'c2', path: '/c/2' }] },
];

describe('filterMenuByRole', () => {
  it('shows items without roles to everyone and hides role-bound items from other roles', () => {
    expect(filterMenuByRole(items).map((i) => i.title)).toEqual(['a', 'c']);
    expect(filterMenuByRole(items)[1]?.children?.map((i) => i.title)).toEqual(['c2']);
    expect(filterMenuByRole(items, 'admin').map((i) => i.title)).toEqual(['a', 'b', 'c']);
  });
});

describe('isMenuPathActive', () => {
  it('matches the page and pages below it; home only matches itself', () => {
    expect(isMenuPathActive('/product', '/product/market-pulse')).toBe(true);
    expect(isMenuPathActive('/product', '/products')).toBe(false);
    expect(isMenuPathActive('/', '/about-us')).toBe(false);
  });
});
