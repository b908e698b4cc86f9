// Types of serve-dist.mjs for the TypeScript specs that start it (tests/e2e/route-table.spec.ts).
import type { Server } from 'node:http';

export function serveDist(port: number, options?: { headers?: boolean }): Promise<Server>;
