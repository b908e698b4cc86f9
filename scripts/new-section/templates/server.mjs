// The API server's side of a section: its table (a block of server/db/schema.ts), its route (the
// jobs route's CRUD part), its OpenAPI calls and the rows the seed inserts.
import { columnOf, tsType } from '../fields.mjs';

export function schemaBlock(s) {
  const { n, fields } = s;
  const idx = [`    index('${n.table}_created_at').on(t.createdAt, t.seq),`];
  for (const name of s.sortFields.filter((x) => x !== 'createdAt')) {
    const f = fields.find((x) => x.name === name);
    if (f.type === 'string') idx.push(`    index('${n.table}_${f.column}').on(sql\`lower(\${t.${f.name}}) collate "C"\`, t.seq),`);
    else if (f.type === 'date' || f.type === 'datetime') idx.push(`    index('${n.table}_${f.column}').on(sql\`\${t.${f.name}} collate "C"\`, t.seq),`);
    else idx.push(`    index('${n.table}_${f.column}').on(t.${f.name}, t.seq),`);
  }
  for (const f of [s.facet, ...s.drawerEnums].filter(Boolean)) idx.push(`    index('${n.table}_${f.column}').on(t.${f.name}),`);
  idx.push(`    trigram('${n.table}_search_trgm', 'search_text'),`);
  return [
    `/** ${n.Many} (docs/api/${n.group}.md), written by npm run new:section. Days and date-times are ISO text, compared as text. */`,
    `export const ${n.all} = pgTable(`,
    `  '${n.table}',`,
    '  {',
    `    id: text('id').primaryKey(),`,
    `    seq: bigserial('seq', { mode: 'number' }).notNull(),`,
    ...fields.map((f) => `    ${f.name}: ${columnOf(f)},`),
    `    searchText: text('search_text').notNull(),`,
    '    createdAt: createdAt(),',
    '    updatedAt: updatedAt(),',
    '  },',
    '  (t) => [',
    ...idx,
    '  ],',
    ');',
  ].join('\n');
}

export function serverRoute(s) {
  const { n, fields, facet } = s;
  const sorters = s.sortFields.map((name) => {
    if (name === 'createdAt') return `    createdAt: ${n.all}.createdAt,`;
    const f = fields.find((x) => x.name === name);
    if (f.type === 'string') return `    ${name}: sql\`lower(\${${n.all}.${name}}) collate "C"\`,`;
    if (f.type === 'date' || f.type === 'datetime') return `    ${name}: sql\`\${${n.all}.${name}} collate "C"\`,`;
    return `    ${name}: ${n.all}.${name},`;
  });
  const filters = [];
  if (facet) filters.push(`    ${facet.name}: (v) => eq(${n.all}.${facet.name}, v),`);
  for (const f of s.drawerEnums) filters.push(`    ${f.name}: (v) => eq(${n.all}.${f.name}, v),`);
  for (const f of s.bools) filters.push(`    ${f.name}: (v) => eq(${n.all}.${f.name}, v === 'true'),`);
  const allowed = [...s.drawerEnums.map((f) => `${f.name}: ${s.valuesConst(f)}`), ...s.bools.map((f) => `${f.name}: ['true', 'false']`)];
  const enumImports = s.drawerEnums.map((f) => s.valuesConst(f));
  const cast = (f) => (f.type === 'enum' ? ` as ${tsType(f, n)}` : '');
  return `// The ${n.group} group (docs/api/${n.group}.md) on PostgreSQL: list (search${facet ? `, the ${facet.label.toLowerCase()} counts` : ''}, filters, sort
// and paging in SQL), details, create, update, delete and bulk delete. The input's rules are the demo
// API's own (src/lib/api-contract/${n.group}-input.ts). Written by npm run new:section.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql, type InferSelectModel } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { normalize } from '@/lib/api-contract/list-query';
import { nextVersion } from '@/lib/api-contract/edit-conflict';
import { idsSchema } from '@/lib/api-contract/ids-input';
import { ${[...enumImports, `type ${n.Type}`, ...fields.filter((f) => f.type === 'enum').map((f) => `type ${tsType(f, n)}`)].join(', ')} } from '@/lib/api-contract/${n.group}';
import { ${n.one}Schema } from '@/lib/api-contract/${n.group}-input';
import type { AppEnv, ServerDeps } from '../context';
import type { Db } from '../db/client';
import { ${n.all} } from '../db/schema';
import { runList, type SqlListSpec } from '../http/list';
import { expectedVersion, notFound, readUpdateBody, staleRecord } from '../http/respond';
import { validate, validateBody } from '../http/validate';

type ${n.Type}Row = InferSelectModel<typeof ${n.all}>;

/** What \`q\` matches (the demo's \`search\`). */
export const ${n.one}SearchText = (r: Pick<${n.Type}, ${s.searchFields.map((f) => `'${f.name}'`).join(' | ')}>) =>
  normalize([${s.searchFields.map((f) => `r.${f.name}`).join(', ')}].join(' '));

const listSpec: SqlListSpec = {
  search: ${n.all}.searchText,
  seq: ${n.all}.seq,
  sorters: {
${sorters.join('\n')}
  },
  defaultSort: { sort: 'createdAt', order: 'desc' },
  filters: {
${filters.join('\n')}
  },${allowed.length ? `\n  allowed: { ${allowed.join(', ')} },` : ''}${facet ? `\n  // As the demo's facet, no fixed keys: \`counts\` holds \`all\` and the values present.\n  facet: { param: '${facet.name}', column: ${n.all}.${facet.name}, keys: [] },` : ''}
};

function to${n.Type}(row: ${n.Type}Row): ${n.Type} {
  return {
    id: row.id,
${fields.map((f) => `    ${f.name}: row.${f.name}${cast(f)},`).join('\n')}
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A ${n.label}'s row from the contract's record (the seed, create and update). */
export function ${n.one}Row(r: ${n.Type}) {
  return {
    id: r.id,
${fields.map((f) => `    ${f.name}: r.${f.name},`).join('\n')}
    searchText: ${n.one}SearchText(r),
    createdAt: new Date(r.createdAt),
    updatedAt: new Date(r.updatedAt),
  };
}

/** The ${n.labels} of \`ids\` in that order. */
async function present(db: Db, ids: string[]): Promise<${n.Type}[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(${n.all}).where(inArray(${n.all}.id, ids));
  const byId = new Map(rows.map((r) => [r.id, to${n.Type}(r)]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

const NOT_FOUND = (id: string) => \`No ${n.group} with id “\${id}”.\`;

export function ${n.one}Routes(deps: ServerDeps) {
  const db = deps.database.db;
  const app = new Hono<AppEnv>();

  app.get('/list', async (c) => {
    const { ids, ...rest } = await runList(db, new URL(c.req.url), listSpec, ${n.all});
    return c.json({ items: await present(db, ids), ...rest });
  });

  app.get('/details', async (c) => {
    const id = c.req.query('id') ?? '';
    const [${n.one}] = await present(db, [id]);
    return ${n.one} ? c.json({ ${n.one} }) : notFound(c, NOT_FOUND(id));
  });

  app.post('/bulk-delete', async (c) => {
    const parsed = await validateBody(c, idsSchema);
    if (!parsed.ok) return parsed.response;
    const deleted = await db.delete(${n.all}).where(inArray(${n.all}.id, parsed.data.ids)).returning({ id: ${n.all}.id });
    await deps.live.publishEach('${n.group}', deleted.map((d) => d.id), 'deleted');
    return c.json({ deleted: deleted.length });
  });

  app.post('/', async (c) => {
    const parsed = await validateBody(c, ${n.one}Schema);
    if (!parsed.ok) return parsed.response;
    const now = new Date().toISOString();
    const ${n.one}: ${n.Type} = { ...parsed.data, id: randomUUID(), createdAt: now, updatedAt: now };
    await db.insert(${n.all}).values(${n.one}Row(${n.one}));
    await deps.live.publish({ group: '${n.group}', id: ${n.one}.id, action: 'created' });
    return c.json({ ${n.one} }, 201);
  });

  const patch = async (c: Context<AppEnv>) => {
    const id = c.req.param('id')!;
    const [existing] = await present(db, [id]);
    if (!existing) return notFound(c, NOT_FOUND(id));
    const body = await readUpdateBody(c);
    const expected = expectedVersion(c, body);
    if (!expected.ok) return expected.response;
    if (expected.at && expected.at.getTime() !== Date.parse(existing.updatedAt)) return staleRecord(c, existing);
    const parsed = validate(c, ${n.one}Schema.partial(), body);
    if (!parsed.ok) return parsed.response;
    const next: ${n.Type} = { ...existing, ...(parsed.data as Partial<${n.Type}>), updatedAt: nextVersion(existing.updatedAt).toISOString() };
    const { id: _id, createdAt: _c, ...columns } = ${n.one}Row(next);
    // With a version, the check and the write are one statement: a write in between is not lost.
    const [row] = await db
      .update(${n.all})
      .set(columns)
      .where(expected.at ? and(eq(${n.all}.id, id), eq(${n.all}.updatedAt, expected.at)) : eq(${n.all}.id, id))
      .returning();
    if (!row) {
      const [current] = await present(db, [id]);
      return current ? staleRecord(c, current) : notFound(c, NOT_FOUND(id));
    }
    await deps.live.publish({ group: '${n.group}', id, action: 'updated' });
    return c.json({ ${n.one}: to${n.Type}(row) });
  };
  app.patch('/:id', patch);
  app.put('/:id', patch);

  app.delete('/:id', async (c) => {
    const id = c.req.param('id');
    const deleted = await db.delete(${n.all}).where(eq(${n.all}.id, id)).returning({ id: ${n.all}.id });
    await deps.live.publishEach('${n.group}', deleted.map((d) => d.id), 'deleted');
    return deleted.length ? c.body(null, 204) : notFound(c, NOT_FOUND(id));
  });

  return app;
}
`;
}

/** The section's OpenAPI calls and answers (server/openapi/sections/<group>.ts), spread into calls.ts. */
export function openapiFile(s) {
  const { n, fields, facet } = s;
  const zodOf = (f) =>
    ({
      int: 'z.number().int()',
      money: 'z.number().int()',
      bool: 'z.boolean()',
      enum: `z.enum(${s.valuesConst(f)})`,
      date: 'day',
      datetime: 'instant',
    })[f.type] ?? 'z.string()';
  const enums = fields.filter((f) => f.type === 'enum').map((f) => s.valuesConst(f));
  const query = [];
  if (facet) query.push(`  ${facet.name}: z.enum(${s.valuesConst(facet)}).optional(),`);
  for (const f of s.drawerEnums) query.push(`  ${f.name}: anyOf(${s.valuesConst(f)}).optional(),`);
  for (const f of s.bools) query.push(`  ${f.name}: z.enum(['true', 'false']).optional(),`);
  return `// The ${n.group} group's calls for the OpenAPI document (server/openapi/calls.ts spreads them): the
// list's query, the record as a zod schema held to the contract's type, and the five writes.
// Written by npm run new:section.
import { z } from 'zod';
import { ${[...enums, `${n.one}SortFields`, `type ${n.Type}`, `type ${n.Type}DetailsResponse`, `type ${n.Type}ListQuery`, `type ${n.Type}ListResponse`].join(', ')} } from '@/lib/api-contract/${n.group}';
import { ${n.one}Schema } from '@/lib/api-contract/${n.group}-input';
import { ${fields.some((f) => f.type === 'date') ? 'day, ' : ''}instant, page } from '../answers-records';
import { ${s.drawerEnums.length ? 'anyOf, ' : ''}listQuery } from '../inputs';
import type { Equal, Expect } from '../same-type';
import { writes, type CallSpec } from '../writes';

export const ${n.one} = z.object({
  id: z.string(),
${fields.map((f) => `  ${f.name}: ${zodOf(f)},`).join('\n')}
  createdAt: instant,
  updatedAt: instant,
});
export const ${n.one}ListAnswer = page(${n.one});
export const ${n.one}Answer = z.object({ ${n.one} });
export const ${n.one}ListQuery = z.object({
  ...listQuery,
  sort: z.enum(${n.one}SortFields).optional(),
${query.join('\n')}
});
export type _${n.Type} = Expect<Equal<z.infer<typeof ${n.one}>, ${n.Type}>>;
export type _${n.Type}List = Expect<Equal<z.infer<typeof ${n.one}ListAnswer>, ${n.Type}ListResponse>>;
export type _${n.Type}Answer = Expect<Equal<z.infer<typeof ${n.one}Answer>, ${n.Type}DetailsResponse>>;
export type _${n.Type}Query = Expect<Equal<keyof z.infer<typeof ${n.one}ListQuery>, keyof ${n.Type}ListQuery>>;

const ${n.one}Writes = writes('${n.label}', ${n.one}, ${n.one}Answer, ${n.one}Schema, ${n.one}Schema.partial());

export const ${n.one}Calls = {
  'GET /api/${n.group}/list': { summary: 'List ${n.labels}', query: ${n.one}ListQuery, answers: { 200: ${n.one}ListAnswer } },
  'GET /api/${n.group}/details': {
    summary: 'One ${n.label}',
    query: z.object({ id: z.string().describe('The ${n.label}’s id.') }),
    answers: { 200: ${n.one}Answer },
    refusals: { 404: 'No such record (or not yours to see).' },
  },
  'POST /api/${n.group}/bulk-delete': ${n.one}Writes.bulkDelete,
  'POST /api/${n.group}': ${n.one}Writes.create,
  'PATCH /api/${n.group}/:id': ${n.one}Writes.patch,
  'PUT /api/${n.group}/:id': ${n.one}Writes.put,
  'DELETE /api/${n.group}/:id': ${n.one}Writes.remove,
} satisfies Record<string, CallSpec>;
`;
}
