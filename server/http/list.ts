// Lists in SQL (docs/api/crud-groups.md): the query is parsed exactly as the demo API parses it
// (src/lib/api-contract/list-query.ts: page, pageSize capped at 100, sort, order, q, repeated or
// comma-separated filters, `all` = no filter, values outside a closed set ignored); search, filters,
// the facet's counts, sorting and paging then run in the database.
import { and, count, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { filterValues, normalize, parseListQuery, type ParsedListQuery } from '@/lib/api-contract/list-query';
import type { Db } from '../db/client';

export interface SqlListSpec {
  /** The table's `search_text` column (normalised text, see server/db/schema.ts). */
  search: PgColumn;
  /** Insertion order: the tie-break of every sort, as the demo's stable sort. */
  seq: PgColumn;
  sorters: Record<string, SQL | PgColumn>;
  defaultSort: { sort: string; order: 'asc' | 'desc' };
  filters: Record<string, (value: string) => SQL | undefined>;
  allowed?: Record<string, readonly string[]>;
  /**
   * The facet of `counts`: a column or an expression (the invoices' status derived from today).
   * `sum`: also summed per key over the same rows (the invoice list's `summary`), in `sums`.
   */
  facet?: {
    param: string;
    column: PgColumn | SQL;
    keys: readonly string[];
    sum?: SQL;
    /**
     * The facet's filter is `column = value`: the total of a list filtered by it is the sum of the
     * chosen keys' counts (one statement fewer; docs/server.md#load-bench).
     */
    filterIsColumn?: boolean;
  };
  clampPage?: boolean;
  defaultPageSize?: number;
  /** A condition every row of the list meets (what the account may read, not in the trash). */
  base?: SQL;
}

export interface SqlListPlan {
  query: ParsedListQuery;
  /** Every condition (search, filters, the facet's own). */
  where: SQL | undefined;
  orderBy: SQL[];
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export function likeWord(word: string): string {
  return `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Runs a list: the facet's counts (one GROUP BY), the total, and the page of ids in order.
 * `from` names the table the conditions apply to; the caller loads the rows of the ids.
 */
export async function runList(
  db: Db,
  url: URL,
  spec: SqlListSpec,
  table: PgTable & { id: PgColumn },
): Promise<{ ids: string[]; total: number; page: number; pageSize: number; counts?: Record<string, number>; sums?: Record<string, number> }> {
  const query = parseListQuery(url, spec.defaultPageSize);
  const words = normalize(query.q).split(/\s+/).filter(Boolean);
  const searchCondition = words.length ? and(...words.map((w) => sql`${spec.search} like ${likeWord(w)}`)) : undefined;
  const active = Object.entries(spec.filters)
    .map(([name, predicate]) => ({ name, values: filterValues(query.params, name, spec.allowed?.[name]), predicate }))
    .filter((f) => f.values.length > 0)
    .map((f) => ({ name: f.name, values: f.values, condition: or(...f.values.map((v) => f.predicate(v) ?? sql`false`)) }));
  const facet = spec.facet;
  const baseConditions = [spec.base, searchCondition, ...active.filter((f) => f.name !== facet?.param).map((f) => f.condition)];
  const facetFilter = facet ? active.find((f) => f.name === facet.param) : undefined;
  const facetCondition = facetFilter?.condition;
  const where = and(...baseConditions, facetCondition);

  let counts: Record<string, number> | undefined;
  let sums: Record<string, number> | undefined;
  let total: number;
  if (facet) {
    const rows = await db
      .select({ key: sql<string>`${facet.column}`, n: count(), sum: facet.sum ? sql<string>`coalesce(sum(${facet.sum}), 0)` : sql<string>`0` })
      .from(table)
      .where(and(...baseConditions))
      .groupBy(sql`1`);
    const byKey: Record<string, number> = Object.fromEntries(['all', ...facet.keys].map((k) => [k, 0]));
    counts = byKey;
    sums = Object.fromEntries(['all', ...facet.keys].map((k) => [k, 0]));
    for (const row of rows) {
      counts[String(row.key)] = Number(row.n);
      counts.all! += Number(row.n);
      sums[String(row.key)] = Number(row.sum);
      sums.all! += Number(row.sum);
    }
    if (facetFilter && facet.filterIsColumn) {
      total = [...new Set(facetFilter.values)].reduce((sum, key) => sum + (Object.hasOwn(byKey, key) ? byKey[key]! : 0), 0);
    } else if (facetCondition) {
      const [row] = await db.select({ n: count() }).from(table).where(where);
      total = Number(row?.n ?? 0);
    } else total = counts.all!;
  } else {
    const [row] = await db.select({ n: count() }).from(table).where(where);
    total = Number(row?.n ?? 0);
  }

  const known = Boolean(query.sort && spec.sorters[query.sort]);
  const sortKey = known ? query.sort! : spec.defaultSort.sort;
  const order = known && query.orderGiven ? query.order : spec.defaultSort.order;
  const sorter = spec.sorters[sortKey]!;
  const direction = order === 'desc' ? sql`desc` : sql`asc`;
  const orderBy = [sql`${sorter} ${direction}`, sql`${spec.seq} ${direction}`];

  const lastPage = Math.max(1, Math.ceil(total / query.pageSize));
  const page = spec.clampPage ? Math.min(query.page, lastPage) : query.page;
  const offset = (page - 1) * query.pageSize;
  const idColumn = table.id;
  const rows =
    offset >= total
      ? []
      : await db
          .select({ id: idColumn })
          .from(table)
          .where(where)
          .orderBy(...orderBy)
          .limit(query.pageSize)
          .offset(offset);
  return { ids: rows.map((r) => String(r.id)), total, page, pageSize: query.pageSize, ...(counts ? { counts } : {}), ...(facet?.sum ? { sums } : {}) };
}
