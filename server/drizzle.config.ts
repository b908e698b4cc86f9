// drizzle-kit's settings: `npm run server:migrations` writes the SQL of a schema change into
// server/migrations (committed; applied at start-up, docs/server.md#migrate).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/migrations',
});
