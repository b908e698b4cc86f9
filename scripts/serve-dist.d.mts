// Types of serve-dist.mjs for the TypeScript specs that start it (tests/e2e/route-table.spec.ts).
import type { Server } from 'node:http';
import type { Http2SecureServer } from 'node:http2';

export function serveDist(port: number, options?: { headers?: boolean }): Promise<Server>;
export function serveDist(port: number, options: { headers?: boolean; tls: { key: Buffer; cert: Buffer } }): Promise<Http2SecureServer>;
