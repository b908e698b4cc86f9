// A user's status as a coloured badge; the colours are Chakra palettes, never raw values.
import { Badge } from '@chakra-ui/react';
import type { UserStatus } from '@/lib/api-contract/user';

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
