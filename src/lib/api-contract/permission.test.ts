import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiCallOf, apiRulesMarkdown, canUseRoute, roleMayCall } from './permission';
import { SECURITY_DOC, withPermissionTable } from './permission-doc';

describe('apiCallOf', () => {
  it('prefers the pattern with more literal segments', () => {
    expect(apiCallOf('GET', '/api/overview/analytics/visits')?.call).toBe('GET /api/overview/analytics/:widget');
    expect(apiCallOf('GET', '/api/overview/ecommerce/sales')?.call).toBe('GET /api/overview/:page/:widget');
    expect(apiCallOf('GET', '/api/user/list')?.call).toBe('GET /api/user/list');
    expect(apiCallOf('POST', '/api/user/bulk-delete')?.call).toBe('POST /api/user/bulk-delete');
    expect(apiCallOf('PATCH', '/api/user/u-1')?.call).toBe('PATCH /api/user/:id');
  });

  it('reads HEAD as GET, takes a trailing slash, and knows no other path', () => {
    expect(apiCallOf('HEAD', '/api/health')?.call).toBe('GET /api/health');
    expect(apiCallOf('GET', '/api/kanban/')?.call).toBe('GET /api/kanban');
    expect(apiCallOf('GET', '/api/secret')).toBeUndefined();
    expect(apiCallOf('DELETE', '/api/health')).toBeUndefined();
  });

  it('keeps the API rules in step with the route rules the UI shows', () => {
    const may = (method: string, path: string, role: 'admin' | 'manager' | 'user') => roleMayCall(apiCallOf(method, path)!.rule, role);
    // Invoices and analytics: managers, as /dashboard/invoice and /dashboard/analytics.
    expect([may('GET', '/api/invoice/list', 'manager'), may('GET', '/api/invoice/list', 'user')]).toEqual([
      canUseRoute('/dashboard/invoice', 'manager'),
      canUseRoute('/dashboard/invoice', 'user'),
    ]);
    expect(may('GET', '/api/overview/analytics/visits', 'user')).toBe(canUseRoute('/dashboard/analytics', 'user'));
    // Managing users: admins, as /dashboard/user/new.
    expect(may('POST', '/api/user', 'manager')).toBe(canUseRoute('/dashboard/user/new', 'manager'));
    // Creating a product: managers, as /dashboard/product/new.
    expect([may('POST', '/api/product', 'manager'), may('POST', '/api/product', 'user')]).toEqual([true, false]);
  });
});

describe('docs/security.md', () => {
  it('shows the permission table as the contract has it (npm run docs:security)', () => {
    const doc = readFileSync(SECURITY_DOC, 'utf8');
    expect(doc).toBe(withPermissionTable(doc, apiRulesMarkdown()));
  });
});
