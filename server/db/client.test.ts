// Which statements the postgres.js client prepares (server/db/client.ts): a prepared statement keeps
// one plan after a few calls, so only those whose plan does not depend on their values are.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { plannedPerCall, preparing } from './client';

/** A stand-in for postgres.js's client: what each `unsafe` call was asked. */
function fakeClient() {
  const calls: { text: string; prepare: boolean }[] = [];
  const client = {
    unsafe: (text: string, _params?: unknown[], options?: { prepare?: boolean }) => {
      calls.push({ text, prepare: options?.prepare === true });
      return Promise.resolve([]);
    },
  };
  return { client: preparing(client, new Set()), calls };
}
const textOf = (query: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(query).sql;

describe('prepared statements', () => {
  it('prepares a statement by key, and leaves a list’s statement and a search unnamed, planned per call', async () => {
    const { client, calls } = fakeClient();
    const byKey = textOf(sql`select * from "products" where "products"."id" = ${'market-pulse'}`);
    const list = textOf(plannedPerCall(sql`select count(*) from "products" where "products"."status" = ${'published'}`));
    const search = textOf(sql`select "id" from "products" where "search_text" LIKE ${'%freight%'} limit ${10}`);
    expect(list.startsWith('/* planned per call */ ')).toBe(true);
    for (const text of [byKey, list, search]) await client.unsafe(text, ['x']);
    // Without parameters there is nothing to plan twice.
    await client.unsafe('select 1', []);
    expect(calls.map((c) => c.prepare)).toEqual([true, false, false, false]);
  });
});
