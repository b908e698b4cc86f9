// Above the table: search, the role filter, and — when rows are selected — the bulk delete.
import { Button, Flex, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UserRoleName } from '@/lib/api-contract/user';
import { UserRoleFilter } from './user-role-filter';
import { UserSearchInput } from './user-search-input';

interface UserListToolbarProps {
  q: string;
  roles: UserRoleName[];
  selected: number;
  onSearch: (q: string) => void;
  onRoles: (roles: UserRoleName[]) => void;
  onBulkDelete: () => void;
}

export function UserListToolbar({
  q,
  roles,
  selected,
  onSearch,
  onRoles,
  onBulkDelete,
}: UserListToolbarProps) {
  const { t } = useTranslation('users');
  return (
    <Flex gap={3} p={{ base: 3, md: 4 }} wrap="wrap" align="center">
      <UserSearchInput value={q} onChange={onSearch} />
      <UserRoleFilter value={roles} onChange={onRoles} />
      {selected > 0 ? (
        <Flex gap={3} align="center" ms={{ md: 'auto' }} role="status">
          <Text fontSize="sm" color="fg.muted">
            {t('list.selected', { count: selected })}
          </Text>
          <Button colorPalette="red" variant="subtle" onClick={onBulkDelete}>
            <Trash2 aria-hidden />
            {t('list.deleteSelected')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
