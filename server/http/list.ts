// Lists in SQL (docs/api/crud-groups.md): the query is parsed exactly as the demo API parses it
// (src/lib/api-contract/list-query.ts: page, pageSize capped at 100, sort, order, q, repeated or
// comma-separated filters, `all` = no filter, values outside a closed set ignored); search, filters,
// the facet's counts, sorting and paging then run in the database.
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { filterValues, normalize, parseListQuery, type ParsedListQuery } from '@/lib/api-contract/list-query';
import { plannedPerCall, rowsOf, type Db } from '../db/client';

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

  const known = Boolean(query.sort && spec.sorters[query.sort]);
  const sortKey = known ? query.sort! : spec.defaultSort.sort;
  const order = known && query.orderGiven ? query.order : spec.defaultSort.order;
  const sorter = spec.sorters[sortKey]!;
  const direction = order === 'desc' ? sql`desc` : sql`asc`;
  const limit = query.pageSize;
  const offsetOf = (page: number) => (page - 1) * limit;

  // One statement, one round trip: the facet's counts (and sums), the total when the counts do not
  // give it, and the page's ids in order. With a search, the rows it matches are found once (a
  // trigram scan) and kept for the counts and the page (docs/server.md#load-bench); without one,
  // each part runs on the table with its own index (the page of an unfiltered list reads 20 rows).
  const totalFromCounts = !facet || !facetCondition || Boolean(facetFilter && facet.filterIsColumn);
  const facetKeys = facetFilter && facet?.filterIsColumn ? [...new Set(facetFilter.values)] : undefined;
  const matchesOnce = Boolean(searchCondition) && totalFromCounts;
  // Each part on one line: PostgreSQL's log (the load bench's EXPLAIN) keeps a statement to a line.
  const counted = (from: SQL, key: SQL, sum: SQL, condition: SQL | undefined) =>
    facet
      ? sql`(select json_agg(json_build_array(k, n, s)) from (select ${key} as k, count(*) as n, coalesce(sum(${sum}), 0) as s from ${from} ${condition ? sql`where ${condition}` : sql``} group by 1) g)`
      : sql`null`;
  const statement = (offset: number): SQL => {
    if (matchesOnce) {
      const inFacet = facetKeys ? sql`where k in (${sql.join(facetKeys.map((key) => sql`${key}`), sql`, `)})` : sql``;
      const matches = sql`select ${table.id} as id, ${facet ? facet.column : sql`null`} as k, ${facet?.sum ?? sql`0`} as s, ${sorter} as o, ${spec.seq} as q from ${table} where ${and(...baseConditions)}`;
      return sql`with m as materialized (${matches}) select ${counted(sql`m`, sql`k`, sql`s`, undefined)} as facet, (select count(*) from m ${inFacet}) as total, array(select id from m ${inFacet} order by o ${direction}, q ${direction} limit ${limit} offset ${offset}) as ids`;
    }
    const filtered = where ? sql`where ${where}` : sql``;
    const total = totalFromCounts && facet ? sql`null` : sql`(select count(*) from ${table} ${filtered})`;
    const ids = sql`array(select ${table.id} from ${table} ${filtered} order by ${sorter} ${direction}, ${spec.seq} ${direction} limit ${limit} offset ${offset})`;
    return sql`select ${counted(sql`${table}`, facet ? sql`${facet.column}` : sql`null`, facet?.sum ?? sql`0`, and(...baseConditions))} as facet, ${total} as total, ${ids} as ids`;
  };
  const run = async (offset: number) => {
    const [row] = rowsOf<{ facet: [string, number | string, number | string][] | null; total: number | string | null; ids: unknown[] }>(
      // Planned for this call's filters, search and page (server/db/client.ts).
      await db.execute(plannedPerCall(statement(offset))),
    );
    return row!;
  };

  let page = query.page;
  let row = await run(offsetOf(page));
  let counts: Record<string, number> | undefined;
  let sums: Record<string, number> | undefined;
  let total = Number(row.total ?? 0);
  if (facet) {
    counts = Object.fromEntries(['all', ...facet.keys].map((k) => [k, 0]));
    sums = Object.fromEntries(['all', ...facet.keys].map((k) => [k, 0]));
    for (const [key, n, sum] of row.facet ?? []) {
      counts[String(key)] = Number(n);
      counts.all! += Number(n);
      sums[String(key)] = Number(sum);
      sums.all! += Number(sum);
    }
    if (!matchesOnce && totalFromCounts) {
      total = facetKeys ? facetKeys.reduce((sum, key) => sum + (Object.hasOwn(counts!, key) ? counts![key]! : 0), 0) : counts.all!;
    }
  }
  // A page past the last one: the last page instead, where the list asks for it (a second
  // statement, only then).
  const lastPage = Math.max(1, Math.ceil(total / limit));
  if (spec.clampPage && page > lastPage) {
    page = lastPage;
    row = await run(offsetOf(page));
  }
  return { ids: row.ids.map(String), total, page, pageSize: query.pageSize, ...(counts ? { counts } : {}), ...(facet?.sum ? { sums } : {}) };
}
