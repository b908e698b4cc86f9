// @vitest-environment node
// The users section's URL search params: defaults for what is missing, and per-field fallbacks for
// what a hand-edited or stale link gets wrong (the page never sees an invalid value).
import { describe, expect, it } from 'vitest';
import {
  userListDefaults,
  validateAccountSearch,
  validateProfileSearch,
  validateUserListSearch,
} from './search';

/** Search params as the router hands them over: anything a URL can hold. */
type FromUrl = Record<string, unknown>;
const parseList = (search: FromUrl) => validateUserListSearch(search as never);
const parseProfile = (search: FromUrl) => validateProfileSearch(search as never);
const parseAccount = (search: FromUrl) => validateAccountSearch(search as never);

describe('user list search', () => {
  it('fills every missing param with its default', () => {
    expect(parseList({})).toEqual(userListDefaults);
    expect(parseList({ page: undefined, q: undefined })).toEqual(userListDefaults);
  });

  it('keeps valid values', () => {
    const search = {
      page: 3,
      pageSize: 25,
      sort: 'name',
      order: 'asc',
      q: 'ana',
      status: 'pending',
      role: ['admin', 'viewer'],
      dense: true,
    };
    expect(parseList(search)).toEqual(search);
  });

  it.each([
    ['page', 0],
    ['page', 1.5],
    ['page', '2'],
    ['page', Number.MAX_SAFE_INTEGER + 2],
    ['page', null],
    ['pageSize', 7],
    ['pageSize', '25'],
    ['sort', 'password'],
    ['order', 'up'],
    ['q', 'x'.repeat(101)],
    ['q', 42],
    ['status', 'deleted'],
    ['role', ['admin', 'root']],
    ['role', 'admin'],
    ['dense', 'yes'],
  ])('replaces %s=%j by its default and keeps the other params', (key, value) => {
    expect(parseList({ page: 2, [key]: value })).toEqual({
      ...userListDefaults,
      page: key === 'page' ? userListDefaults.page : 2,
    });
  });

  it('keeps the team access tab, and leaves out a tab it does not know', () => {
    expect(parseList({ section: 'access' })).toEqual({ ...userListDefaults, section: 'access' });
    expect(parseList({ section: 'secrets' }).section).toBeUndefined();
    expect(parseList({}).section).toBeUndefined();
  });

  it('drops params it does not know', () => {
    expect(parseList({ admin: true })).toStrictEqual(userListDefaults);
  });

  it('gives each parse its own role array', () => {
    const first = parseList({});
    first.role.push('admin');
    expect(parseList({}).role).toEqual([]);
  });
});

describe('profile and account tabs', () => {
  it('default to the first tab and fall back to it for an unknown one', () => {
    expect(parseProfile({})).toEqual({ tab: 'profile' });
    expect(parseProfile({ tab: 'gallery' })).toEqual({ tab: 'gallery' });
    expect(parseProfile({ tab: 'secrets' })).toEqual({ tab: 'profile' });
    expect(parseAccount({})).toEqual({ tab: 'general' });
    expect(parseAccount({ tab: 'security' })).toEqual({ tab: 'security' });
    expect(parseAccount({ tab: 7 })).toEqual({ tab: 'general' });
  });
});
