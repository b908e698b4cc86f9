// Fetchers and the query factory of the user list and user records, built by the one resource
// helper (src/lib/api/resource-queries.ts: ['user'] → ['user', 'list'] → ['user', 'list', query];
// ['user', 'detail', id]), plus what only users have: avatars and the cards' infinite list.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { resourceQueries } from '@/lib/api/resource-queries';
import { http } from '@/lib/http/client';
import {
  userPaths,
  type AvatarResponse,
  type User,
  type UserInput,
  type UserListQuery,
  type UserListResponse,
} from '@/lib/api-contract/user';

const users = resourceQueries<{ record: User; input: UserInput; query: UserListQuery; list: UserListResponse }>({
  group: 'user',
  paths: userPaths,
});

export const {
  list: fetchUsers,
  detail: fetchUser,
  create: createUser,
  update: updateUser,
  remove: deleteUser,
  bulkRemove: deleteUsers,
} = users.fetchers;

export function uploadUserAvatar(id: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return http.post<AvatarResponse>(userPaths.avatar(id), body);
}

export const removeUserAvatar = (id: string) => http.delete<void>(userPaths.avatar(id));

export const userQueries = {
  ...users.queries,
  /** The cards page: users by name, a page of 12 at a time ("Show more"). */
  cards: () =>
    infiniteQueryOptions({
      queryKey: [...users.queries.lists(), 'cards'] as const,
      queryFn: ({ pageParam, signal }) =>
        fetchUsers({ page: pageParam, pageSize: 12, sort: 'name', order: 'asc' }, signal),
      initialPageParam: 1,
      getNextPageParam: (last) =>
        last.page * last.pageSize < last.total ? last.page + 1 : undefined,
    }),
};
