// Fetchers and the query factory of the user list and user records (TkDodo's key factory:
// ['user'] → ['user', 'list'] → ['user', 'list', query]; ['user', 'detail', id]).
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http/client';
import {
  userPaths,
  type AvatarResponse,
  type BulkDeleteResponse,
  type User,
  type UserInput,
  type UserListQuery,
  type UserListResponse,
} from '@/lib/api-contract/user';

export const fetchUsers = (query: UserListQuery, signal?: AbortSignal) =>
  http.get<UserListResponse>(userPaths.list, { query: { ...query }, signal });

export const fetchUser = (id: string, signal?: AbortSignal) =>
  http.get<User>(userPaths.one(id), { signal });

export const createUser = (input: UserInput) => http.post<User>(userPaths.create, input);

export const updateUser = (id: string, input: Partial<UserInput>) =>
  http.patch<User>(userPaths.one(id), input);

export const deleteUser = (id: string) => http.delete<void>(userPaths.one(id));

export const deleteUsers = (ids: string[]) =>
  http.post<BulkDeleteResponse>(userPaths.bulkDelete, { ids });

export function uploadUserAvatar(id: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return http.post<AvatarResponse>(userPaths.avatar(id), body);
}

export const removeUserAvatar = (id: string) => http.delete<void>(userPaths.avatar(id));

export const userQueries = {
  all: () => ['user'] as const,
  lists: () => [...userQueries.all(), 'list'] as const,
  list: (query: UserListQuery) =>
    queryOptions({
      queryKey: [...userQueries.lists(), query] as const,
      queryFn: ({ signal }) => fetchUsers(query, signal),
      // A new page, sort or filter keeps the current rows on screen until the next ones arrive.
      placeholderData: keepPreviousData,
    }),
  /** The cards page: users by name, a page of 12 at a time ("Show more"). */
  cards: () =>
    infiniteQueryOptions({
      queryKey: [...userQueries.lists(), 'cards'] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchUsers({ page: pageParam, pageSize: 12, sort: 'name', order: 'asc' }, signal),
      initialPageParam: 1,
      getNextPageParam: (last) =>
        last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    }),
  details: () => [...userQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...userQueries.details(), id] as const,
      queryFn: ({ signal }) => fetchUser(id, signal),
    }),
};
