// `npm run server:seed`: (re)loads the demo seed into the server's database (PGlite in .data/ or
// DATABASE_URL), replacing the seeded groups; sign-in accounts other than the demo one are kept.
import { join } from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { createLogger } from './log';
import { seedDatabase } from './seed';

const config = loadConfig();
const logger = createLogger(config.logLevel);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
const counts = await seedDatabase(database.db);
logger.info({ event: 'database.seeded', kind: database.kind, counts }, 'seed loaded');
await database.close();
