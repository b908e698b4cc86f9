// A user's status as a coloured badge; the colours are Chakra palettes, never raw values.
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from '@/lib/api-contract/user';

export const statusPalette: Record<UserStatus | 'all', string> = {
  all: 'gray',
  active: 'green',
  pending: 'orange',
  banned: 'red',
  rejected: 'gray',
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { t } = useTranslation('users');
  return (
    <Badge colorPalette={statusPalette[status]} variant="subtle">
      {t(`status.${status}`)}
    </Badge>
  );
}
