// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeReturnTo, validateReturnToSearch } from './return-to';

describe('returnTo after sign-in (docs/product-rules.md#guarded-routes)', () => {
  it.each([
    '//evil.example',
    '/\\evil',
    'javascript:alert(1)',
    'https://other.example/',
    '%2F%2Fevil',
    '/%2F%2Fevil',
    '/%5Cevil',
    ' /dashboard/user',
    '/dash\nboard',
    '',
    undefined,
    null,
    42,
    ['/dashboard/user'],
    'dashboard/user',
  ])('sends %j to /dashboard', (value) => {
    expect(safeReturnTo(value)).toBe('/dashboard');
  });

  it.each(['/auth/jwt/login', '/auth/jwt/login?returnTo=%2Fdashboard', '/auth', '/auth/jwt/register'])(
    'never returns to the sign-in flow itself (%s), which would loop',
    (value) => {
      expect(safeReturnTo(value)).toBe('/dashboard');
    },
  );

  it.each(['/dashboard/user/list?page=2&q=ana', '/dashboard/invoice/abc#lines', '/about-us', '/auth-demo/classic/login'])(
    'follows the same-origin path %s',
    (value) => {
      expect(safeReturnTo(value)).toBe(value);
    },
  );
});

describe('the returnTo search param', () => {
  const parse = (search: Record<string, unknown>) => validateReturnToSearch(search as never);

  it('is read as a string and checked only when followed (safeReturnTo)', () => {
    expect(parse({ returnTo: '/dashboard/user' })).toStrictEqual({ returnTo: '/dashboard/user' });
    expect(parse({ returnTo: '//evil.example' })).toStrictEqual({ returnTo: '//evil.example' });
  });

  it('is dropped when it is not a string, and absent when not given', () => {
    expect(parse({ returnTo: 42 })).toStrictEqual({ returnTo: undefined });
    expect(parse({ returnTo: ['/a'] })).toStrictEqual({ returnTo: undefined });
    expect(parse({ other: 'x' })).toStrictEqual({});
  });
});
