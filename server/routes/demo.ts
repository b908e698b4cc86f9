// "Reset demo data" of the account menu (POST /api/demo/reset, src/demo-api/handlers/health.ts):
// the seeded groups are replaced with the seed, as `npm run server:seed` does (server/seed.ts). On a
// server several people share the data, so it is refused (403) unless the server allows it with
// DEMO_RESET=1 (docs/server.md#configure-environment): a public demo server. Admins only, as the
// permission table says (src/lib/api-contract/permission.ts). Every open stream is then told to
// refetch all.
import { Hono } from 'hono';
import type { AppEnv, ServerDeps } from '../context';
import { seedDatabase } from '../seed';

export const DEMO_RESET_REFUSED = 'Resetting the demo data is turned off on this server.';

export function demoRoutes(deps: ServerDeps) {
  const app = new Hono<AppEnv>();

  app.post('/reset', async (c) => {
    if (!deps.config.demoReset) return c.json({ message: DEMO_RESET_REFUSED }, 403);
    const counts = await seedDatabase(deps.database.db);
    deps.logger.info({ event: 'demo.reset', account: c.get('account').id, counts });
    await deps.live.publishReset();
    return c.json({ ok: true as const });
  });
  return app;
}
