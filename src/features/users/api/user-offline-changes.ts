// The user changes that may wait for the connection (docs/product-rules.md#offline): what each
// sends, the row it marks and its line in the header's list of pending changes.
import { userPaths, type User, type UserInput, type UserStatus } from '@/lib/api-contract/user';
import type { OfflineChangeDescription } from '@/lib/offline/use-offline-mutation';
import { userQueries } from './users';

/** Their mutation key group: `['offline', 'user']`. */
export const USER_CHANGES = 'user';

export interface QuickEditInput {
  id: string;
  name: string;
  input: Partial<UserInput>;
}

/** A saved or discarded change refreshes the lists and the record. */
const affected = (id: string) => [userQueries.lists(), userQueries.detail(id).queryKey];

export const describeStatusChange = ({ user, status }: { user: User; status: UserStatus }): OfflineChangeDescription => ({
  method: 'PATCH',
  path: userPaths.item(user.id),
  body: { status },
  resultKey: 'user',
  rowId: user.id,
  patch: { status },
  label: { ns: 'users', key: 'offline.status', values: { name: user.name, status } },
  invalidates: affected(user.id),
});

export const describeQuickEdit = ({ id, name, input }: QuickEditInput): OfflineChangeDescription => ({
  method: 'PATCH',
  path: userPaths.item(id),
  body: input,
  resultKey: 'user',
  rowId: id,
  patch: input,
  label: { ns: 'users', key: 'offline.quickEdit', values: { name } },
  invalidates: affected(id),
});

export const describeDelete = (user: User): OfflineChangeDescription => ({
  method: 'DELETE',
  path: userPaths.item(user.id),
  rowId: user.id,
  removes: true,
  label: { ns: 'users', key: 'offline.delete', values: { name: user.name } },
  invalidates: affected(user.id),
});
