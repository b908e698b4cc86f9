// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { oneOf, searchParams, stringParam } from '@/lib/search-params';
import {
  arrayOfParam,
  booleanParam,
  defineListSearch,
  hasActiveFilters,
  pageParam,
} from './list-search';

/** A validateSearch called with what a URL may hold (the router's input type aside). */
const fromUrl = <T>(validate: (search: never) => T) => validate as (search: object) => T;

// Built inside each test, not when the file loads: a check factory that throws then fails the
// tests that use it (docs/testing.md#mutation-testing: Stryker counts a file that cannot load as
// passing, with no test run).
const list = () =>
  defineListSearch({
    sortFields: ['name', 'createdAt'],
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    filters: {
      status: oneOf(['all', 'active', 'banned'], 'all'),
      roles: arrayOfParam(['admin', 'user']),
    },
    maxQueryLength: 5,
  });

describe('a list’s URL state', () => {
  it('keeps valid values from the URL', () => {
    expect(
      fromUrl(list().validateSearch)({
        page: 3,
        pageSize: 25,
        sort: 'name',
        order: 'asc',
        q: 'ana',
        dense: true,
        status: 'banned',
        roles: ['admin'],
      }),
    ).toEqual({
      page: 3,
      pageSize: 25,
      sort: 'name',
      order: 'asc',
      q: 'ana',
      dense: true,
      status: 'banned',
      roles: ['admin'],
    });
  });

  it('puts every bad or missing value back to its default and drops unknown params', () => {
    const defaults = {
      page: 1,
      pageSize: 10,
      sort: 'createdAt',
      order: 'desc',
      q: '',
      dense: false,
      status: 'all',
      roles: [],
    };
    expect(list().defaults).toEqual(defaults);
    expect(fromUrl(list().validateSearch)({})).toEqual(defaults);
    expect(
      fromUrl(list().validateSearch)({
        page: 0,
        pageSize: 7,
        sort: 'password',
        order: 'up',
        q: 'too long',
        dense: 'yes',
        status: 'gone',
        roles: ['admin', 'root'],
        other: 1,
      } as never),
    ).toEqual(defaults);
    expect(list().filterKeys).toEqual(['status', 'roles']);
    expect(list().pageSizes).toEqual([5, 10, 25, 50]);
    expect(list().sortFields).toEqual(['name', 'createdAt']);
  });

  it('uses the section’s page sizes and defaults, else ascending, 10 a page and 100 characters', () => {
    const plain = defineListSearch({ sortFields: ['name'], defaultSort: 'name' });
    expect(plain.defaults).toEqual({
      page: 1,
      pageSize: 10,
      sort: 'name',
      order: 'asc',
      q: '',
      dense: false,
    });
    expect(plain.filterKeys).toEqual([]);
    expect(fromUrl(plain.validateSearch)({ q: 'x'.repeat(100) }).q).toHaveLength(100);
    expect(fromUrl(plain.validateSearch)({ q: 'x'.repeat(101) }).q).toBe('');
    const sized = defineListSearch({
      sortFields: ['name'],
      defaultSort: 'name',
      pageSizes: [20, 40],
      defaultPageSize: 20,
    });
    expect(fromUrl(sized.validateSearch)({ pageSize: 40 }).pageSize).toBe(40);
    expect(fromUrl(sized.validateSearch)({ pageSize: 10 }).pageSize).toBe(20);
  });

  it('takes only positive whole page numbers', () => {
    expect(pageParam(1)).toBe(1);
    expect(pageParam(12)).toBe(12);
    expect(pageParam(0)).toBe(1);
    expect(pageParam(-2)).toBe(1);
    expect(pageParam(2.5)).toBe(1);
    expect(pageParam('3')).toBe(1);
    expect(pageParam(Number.MAX_SAFE_INTEGER + 1)).toBe(1);
  });

  it('checks booleans and arrays of known values', () => {
    expect(booleanParam(true)(false)).toBe(false);
    expect(booleanParam(true)('false')).toBe(true);
    const roles = arrayOfParam(['a', 'b']);
    const given = ['b', 'a'];
    expect(roles(given)).toEqual(['b', 'a']);
    expect(roles(given)).not.toBe(given);
    expect(roles(['a', 'c'])).toEqual([]);
    expect(roles('a')).toEqual([]);
  });

  it('tells whether the search text or a filter is on', () => {
    const defaults = list().defaults;
    expect(hasActiveFilters(defaults, defaults, list().filterKeys)).toBe(false);
    expect(hasActiveFilters({ ...defaults, q: '   ' }, defaults, list().filterKeys)).toBe(false);
    expect(hasActiveFilters({ ...defaults, q: 'ana' }, defaults, list().filterKeys)).toBe(true);
    expect(hasActiveFilters({ ...defaults, status: 'active' }, defaults, list().filterKeys)).toBe(
      true,
    );
    expect(hasActiveFilters({ ...defaults, roles: ['admin'] }, defaults, list().filterKeys)).toBe(
      true,
    );
    // Sorting and paging are not filters.
    expect(
      hasActiveFilters({ ...defaults, page: 4, sort: 'name' }, defaults, list().filterKeys),
    ).toBe(false);
  });
});

describe('search params', () => {
  const check = (search: object) => fromUrl(searchParams({ tab: oneOf(['a', 'b']), name: stringParam(3) }))(search);

  it('leaves an optional param that was not given out, and keeps one given as invalid as undefined', () => {
    expect(check({})).toEqual({});
    expect('tab' in check({})).toBe(false);
    expect(check({ tab: 'b', name: 'abc' })).toEqual({ tab: 'b', name: 'abc' });
    const bad = check({ tab: 'z', name: 'abcd' } as never);
    expect(bad).toEqual({ tab: undefined, name: undefined });
    expect('tab' in bad).toBe(true);
  });

  it('does not read a param from the prototype', () => {
    const input = Object.create({ tab: 'a' }) as Record<string, unknown>;
    expect('tab' in check(input as never)).toBe(false);
  });

  it('gives the fallback for a wrong value', () => {
    expect(oneOf(['a'], 'a')('b')).toBe('a');
    expect(stringParam(2, 'x')('abc')).toBe('x');
    expect(stringParam(2, 'x')(12)).toBe('x');
    expect(stringParam(2, 'x')('ab')).toBe('ab');
    // Not a string, though it has a length within the limit.
    expect(stringParam(2, 'x')(['a'])).toBe('x');
    expect(oneOf(['a', 'b'], 'b')('a')).toBe('a');
  });
});
