// A row's actions: quick edit, edit, status change (optimistic) and delete (after confirmation).
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { EllipsisVertical, Pencil, SquarePen, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { userStatuses, type User } from '@/lib/api-contract/user';
import type { UserRowActions } from './user-table-columns';

export function UserRowMenu({
  user,
  onQuickEdit,
  onDelete,
  onStatus,
}: { user: User } & UserRowActions) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={t('list.actionsFor', { name: user.name })}
        >
          <EllipsisVertical aria-hidden />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.Item value="quick-edit" onSelect={() => onQuickEdit(user)}>
              <Pencil aria-hidden />
              {t('list.quickEdit')}
            </Menu.Item>
            <Menu.Item
              value="edit"
              onSelect={() =>
                void navigate({ to: '/dashboard/user/$id/edit', params: { id: user.id } })
              }
            >
              <SquarePen aria-hidden />
              {t('list.edit')}
            </Menu.Item>
            <Menu.Separator />
            <Menu.RadioItemGroup
              value={user.status}
              onValueChange={(e) => onStatus(user, e.value as User['status'])}
            >
              <Menu.ItemGroupLabel>{t('list.setStatus')}</Menu.ItemGroupLabel>
              {userStatuses.map((status) => (
                <Menu.RadioItem key={status} value={status}>
                  {t(`status.${status}`)}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
            <Menu.Separator />
            <Menu.Item value="delete" color="fg.error" onSelect={() => onDelete(user)}>
              <Trash2 aria-hidden />
              {t('list.delete')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
