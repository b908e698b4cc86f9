// A user's status as a coloured badge; the colours are Chakra palettes, never raw values.
import { Badge } from '@chakra-ui/react';
import type { UserStatus } from '@/lib/api-contract/user';
import { PendingChangeBadge } from '@/lib/offline/pending-change-badge';
import { usePendingChange } from '@/lib/offline/use-pending-changes';
import { USER_CHANGES } from '../api/user-offline-changes';

export const statusPalette: Record<UserStatus | 'all', string> = {
  all: 'gray',
  active: 'green',
  pending: 'orange',
  banned: 'red',
  rejected: 'gray',
};

/** `label` is the translated status: the caller's `t` is passed down rather than a hook per badge (tables render many). */
export function UserStatusBadge({ status, label }: { status: UserStatus; label: string }) {
  return (
    <Badge colorPalette={statusPalette[status]} variant="subtle">
      {label}
    </Badge>
  );
}

/** "Not saved yet" beside a row whose change waits for the connection, "Not saved" if refused. */
export function UserPendingBadge({ id }: { id: string }) {
  const pending = usePendingChange(USER_CHANGES, id);
  // Mounted only when there is one: the badge's translation hook is not paid by every row.
  return pending ? <PendingChangeBadge pending={pending} /> : null;
}
