// The query factory of a dashboard resource group, built from its contract paths, so every section
// reads and writes its records the same way (the shape in docs/api/crud-groups.md) through the one
// HTTP client. Keys follow TkDodo's factory: [group] → [group, 'list'] → [group, 'list', query];
// [group, 'detail'] → [group, 'detail', id]. Sections add their own queries next to these.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { staleTimes } from './stale-times';
import type { ExpectedVersion } from '@/lib/api-contract/edit-conflict';
import type { BulkDeleteResponse, ListQuery, ListResponse } from '@/lib/api-contract/list';
import { http, isJsonObject } from '@/lib/http/client';

/** The standard paths of a group, as its contract module declares them (`userPaths`...). */
export interface ResourcePaths {
  list: string;
  details: string;
  create: string;
  item: (id: string) => string;
  bulkDelete: string;
}

/** The types a group's contract gives: its record, what create accepts, its list query and answer. */
export interface ResourceTypes {
  record: { id: string };
  input: object;
  query: ListQuery;
  list: ListResponse<ResourceTypes['record']>;
}

export interface ResourceConfig {
  /** The first segment of every key (`user`). */
  group: string;
  /** The property the details, create and update answers hold the record under (default: group). */
  key?: string;
  paths: ResourcePaths;
}

type QueryParams = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number)[]
>;

export function resourceQueries<T extends ResourceTypes>({
  group,
  key = group,
  paths,
}: ResourceConfig) {
  type Row = T['record'];
  type One = Record<string, Row>;

  // The shape every group's answers share (docs/api/crud-groups.md); anything else is unreadable.
  const isList = (body: unknown) =>
    isJsonObject(body) && Array.isArray(body.items) && typeof body.total === 'number';
  const holdsRecord = (body: unknown) => isJsonObject(body) && isJsonObject(body[key]);

  const fetchers = {
    list: (query: T['query'], signal?: AbortSignal) =>
      http.get<T['list']>(paths.list, {
        query: { ...query } as QueryParams,
        signal,
        expect: isList,
      }),
    detail: async (id: string, signal?: AbortSignal) =>
      (await http.get<One>(paths.details, { query: { id }, signal, expect: holdsRecord }))[
        key
      ] as Row,
    create: async (input: T['input']) => (await http.post<One>(paths.create, input))[key] as Row,
    // `expectedUpdatedAt`: the groups that check it answer 409 when stale (docs/api/crud-groups.md#edit-conflicts).
    update: async (id: string, input: Partial<T['input']> & ExpectedVersion) =>
      (await http.patch<One>(paths.item(id), input))[key] as Row,
    remove: (id: string) => http.delete<void>(paths.item(id)),
    bulkRemove: (ids: string[]) => http.post<BulkDeleteResponse>(paths.bulkDelete, { ids }),
  };

  const queries = {
    all: () => [group] as const,
    lists: () => [group, 'list'] as const,
    list: (query: T['query']) =>
      queryOptions({
        queryKey: [group, 'list', query] as const,
        queryFn: ({ signal }) => fetchers.list(query, signal),
        // A new page, sort or filter keeps the current rows on screen until the next ones arrive.
        placeholderData: keepPreviousData,
        staleTime: staleTimes.records,
      }),
    details: () => [group, 'detail'] as const,
    detail: (id: string) =>
      queryOptions({
        queryKey: [group, 'detail', id] as const,
        queryFn: ({ signal }) => fetchers.detail(id, signal),
        staleTime: staleTimes.records,
      }),
  };

  return { fetchers, queries };
}
