// A user row's actions, as the kit's row menu configuration: quick edit, edit, status change
// (optimistic) and delete (after confirmation).
import { Menu } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { Pencil, SquarePen, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { userStatuses, type User, type UserStatus } from '@/lib/api-contract/user';
import type { RowMenuConfig } from '@/lib/data-table/row-menu';
import { preloadQuickEditForm } from './user-quick-edit-dialog';

export interface UserRowActions {
  onQuickEdit: (user: User, anchor?: HTMLElement) => void;
  onDelete: (user: User, anchor?: HTMLElement) => void;
  onStatus: (user: User, status: UserStatus) => void;
}

export function useUserRowMenu({ onQuickEdit, onDelete, onStatus }: UserRowActions): RowMenuConfig<User> {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  return useMemo(
    () => ({
      label: (user) => t('list.actionsFor', { name: user.name }),
      onOpen: preloadQuickEditForm,
      onSelect: (value, user, anchor) => {
        if (value === 'quick-edit') onQuickEdit(user, anchor);
        if (value === 'edit') void navigate({ to: '/dashboard/user/$id/edit', params: { id: user.id } });
        if (value === 'delete') onDelete(user, anchor);
      },
      items: (user) => (
        <>
          <Menu.Item value="quick-edit">
            <Pencil aria-hidden />
            {t('list.quickEdit')}
          </Menu.Item>
          <Menu.Item value="edit">
            <SquarePen aria-hidden />
            {t('list.edit')}
          </Menu.Item>
          <Menu.Separator />
          <Menu.RadioItemGroup
            value={user.status}
            onValueChange={(e) => onStatus(user, e.value as UserStatus)}
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
          <Menu.Item value="delete" color="fg.error">
            <Trash2 aria-hidden />
            {t('list.delete')}
          </Menu.Item>
        </>
      ),
    }),
    [t, navigate, onQuickEdit, onDelete, onStatus],
  );
}
