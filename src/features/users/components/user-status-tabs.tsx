// The list's status tabs, each with the number of users in it (from the server's `counts`).
import { Badge, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { userStatuses, type UserListResponse } from '@/lib/api-contract/user';
import type { UserListSearch } from '../search';
import { statusPalette } from './user-status-badge';

const tabs = ['all', ...userStatuses] as const;

interface UserStatusTabsProps {
  value: UserListSearch['status'];
  counts: UserListResponse['counts'] | undefined;
  onChange: (status: UserListSearch['status']) => void;
  /** The table: it sits in the selected tab's panel. */
  children: ReactNode;
}

export function UserStatusTabs({ value, counts, onChange, children }: UserStatusTabsProps) {
  const { t, i18n } = useTranslation('users');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Tabs.Root
      value={value}
      onValueChange={(e) => onChange(e.value as UserListSearch['status'])}
      variant="line"
      colorPalette="primary"
    >
      <Tabs.List overflowX="auto" px={{ base: 2, md: 4 }} aria-label={t('list.statusTabs')}>
        {tabs.map((status) => (
          <Tabs.Trigger key={status} value={status} flexShrink={0}>
            {t(`status.${status}`)}{' '}
            <Badge
              colorPalette={statusPalette[status]}
              variant={status === value ? 'solid' : 'subtle'}
              ms={1}
            >
              {counts ? number.format(counts[status]) : '–'}
            </Badge>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((status) => (
        <Tabs.Content key={status} value={status} pt={0}>
          {status === value ? children : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
