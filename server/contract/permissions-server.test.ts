// The permission suite (suite-permissions.ts) against the server, and the server's routes walked
// against the table: a route without a rule, or a rule without a route, fails here.
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { apiRules } from '@/lib/api-contract/permission';
import type { ServerConfig } from '../config';
import { serverBackend } from './backends';
import { permissionContractSuite, samplePath } from './suite-permissions';

// Open registration (the suite registers a manager and a user) and the role switch (to make the manager).
const open = () => serverBackend({ registration: 'open', roleSwitch: true } as Partial<ServerConfig>);

permissionContractSuite(open, (claims) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode('contract-suite-secret')),
);

describe("the server's routes and the permission table", () => {
  it('has a rule for every route and a route for every rule', async () => {
    const backend = await open();
    try {
      // The table is the API's (`/api/*`): /metrics has its own token (server/metrics.ts).
      const routes = new Set(backend.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/')).map((r) => `${r.method} ${r.path}`));
      const rules = new Set(Object.keys(apiRules));
      expect([...routes].filter((r) => !rules.has(r)), 'routes without a rule').toEqual([]);
      // A rule may narrow a route's pattern (`/api/overview/analytics/:widget` of `/:page/:widget`).
      const answered = (rule: string) => {
        const [method, path] = rule.split(' ') as [string, string];
        const sample = samplePath(path);
        return [...routes].some((route) => {
          const [m, pattern] = route.split(' ') as [string, string];
          return m === method && new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(sample);
        });
      };
      expect([...rules].filter((r) => !answered(r)), 'rules without a route').toEqual([]);
    } finally {
      await backend.close();
    }
  });
});
