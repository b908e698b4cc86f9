// @vitest-environment jsdom
// (jsdom: the demo API runs in a page.) The permission suite (suite-permissions.ts) against the
// demo API's handlers, and the demo's handlers walked against the table.
import { describe, expect, it } from 'vitest';
import { apiRules } from '@/lib/api-contract/permission';
import { signToken, type TokenClaims } from '@/demo-api/crypto';
import { tokenSecret } from '@/demo-api/accounts';
import { eagerHandlers } from '../../tests/eager-demo-handlers';
import { demoBackend } from './backends';
import { permissionContractSuite } from './suite-permissions';

permissionContractSuite(demoBackend, async (claims) => signToken(claims as TokenClaims, await tokenSecret()));

describe("the demo API's handlers and the permission table", () => {
  it('has a rule for every handler of a method and path', () => {
    const rules = new Set(Object.keys(apiRules));
    const handled = eagerHandlers
      .map((h) => h.info as { method?: unknown; path?: unknown })
      .filter((info) => typeof info.method === 'string' && info.method !== 'all' && typeof info.path === 'string')
      .map((info) => `${String(info.method).toUpperCase()} ${String(info.path).replace(/^\*/, '')}`);
    expect(handled.filter((call) => !rules.has(call)), 'handlers without a rule').toEqual([]);
  });
});
