// The demo account's client for a contract suite (docs/server.md#the-contract-suite): opens the
// backend and signs in before the suite's tests, closes it after, and sends requests with the token.
import { afterAll, beforeAll, expect } from 'vitest';
import type { Backend } from './backends';

export const DEMO = { email: 'demo@corvane.example', password: 'Corvane-demo-2026' };
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Answer {
  status: number;
  headers: Headers;
  raw: Uint8Array;
  body: Json;
}

export interface ContractClient {
  /** The backend, once the suite's first `beforeAll` has opened it. */
  backend: Backend;
  call(method: string, path: string, init?: RequestInit): Promise<Answer>;
  get(path: string): Promise<Answer>;
  send(method: string, path: string, body?: unknown): Promise<Answer>;
  /** Uploads `bytes` as `name` in chunks of the answered chunkSize; returns the complete answer. */
  upload(name: string, bytes: Uint8Array<ArrayBuffer>, type: string, parentId?: string | null): Promise<Answer>;
  /** Every record of a list, page after page (100 a page). */
  everything<T>(path: string): Promise<T[]>;
}

export function contractClient(open: () => Promise<Backend>): ContractClient {
  let auth: Record<string, string> = {};
  const client: ContractClient = {
    backend: undefined as unknown as Backend,
    async call(method, path, init = {}) {
      const response = await client.backend.request(path, { ...init, method, headers: { ...auth, ...(init.headers as Record<string, string>) } });
      const isJson = (response.headers.get('content-type') ?? '').includes('json');
      const raw = new Uint8Array(await response.arrayBuffer());
      const text = isJson ? new TextDecoder().decode(raw) : '';
      return { status: response.status, headers: response.headers, raw, body: (text ? JSON.parse(text) : null) as Json };
    },
    get: (path) => client.call('GET', path),
    send: (method, path, body) =>
      client.call(method, path, body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    async upload(name, bytes, type, parentId = null) {
      const started = await client.send('POST', '/api/file/uploads', { name, size: bytes.byteLength, type, parentId });
      expect(started.status).toBe(201);
      const { uploadId, chunkSize } = started.body as { uploadId: string; chunkSize: number };
      for (let offset = 0; offset < bytes.byteLength; offset += chunkSize) {
        const chunk = bytes.slice(offset, offset + chunkSize);
        const sent = await client.call('PUT', `/api/file/uploads/${uploadId}?offset=${offset}`, {
          headers: { 'Content-Type': 'application/octet-stream' },
          body: chunk,
        });
        expect(sent.status).toBe(200);
        expect(sent.body.received).toBe(offset + chunk.byteLength);
      }
      return client.send('POST', `/api/file/uploads/${uploadId}/complete`);
    },
    async everything<T>(path: string) {
      const all: T[] = [];
      for (let page = 1; ; page += 1) {
        const { body } = await client.get(`${path}${path.includes('?') ? '&' : '?'}pageSize=100&page=${page}`);
        all.push(...(body.items as T[]));
        if (all.length >= body.total || !body.items.length) return all;
      }
    },
  };

  beforeAll(async () => {
    client.backend = await open();
    const login = await client.backend.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    auth = { Authorization: `Bearer ${accessToken}` };
  });
  afterAll(() => client.backend.close());
  return client;
}
