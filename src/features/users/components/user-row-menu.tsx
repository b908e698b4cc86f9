// A row's actions: quick edit, edit, status change (optimistic) and delete (after confirmation).
// The table has one menu, opened from any row's button: a menu (and its state machine) in every
// row would make each page, sort or filter change pay for menus nobody opens.
import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { EllipsisVertical, Pencil, SquarePen, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { userStatuses, type User, type UserStatus } from '@/lib/api-contract/user';

export interface UserRowActions {
  onQuickEdit: (user: User) => void;
  onDelete: (user: User) => void;
  onStatus: (user: User, status: UserStatus) => void;
}

/** Which row's menu is open, and the button it hangs from. */
export interface RowMenuTarget {
  user: User;
  anchor: HTMLElement;
}

interface UserRowMenuButtonProps {
  user: User;
  /** Translated by the caller: one `t` for the table instead of a hook per row. */
  label: string;
  onOpen: (target: RowMenuTarget) => void;
}

export function UserRowMenuButton({ user, label, onOpen }: UserRowMenuButtonProps) {
  return (
    <IconButton
      variant="ghost"
      size="sm"
      aria-haspopup="menu"
      aria-label={label}
      onClick={(e) => onOpen({ user, anchor: e.currentTarget })}
    >
      <EllipsisVertical aria-hidden />
    </IconButton>
  );
}

interface UserRowMenuProps extends UserRowActions {
  /** The row the menu was last opened for; kept while it closes, so its items stay mounted. */
  target: RowMenuTarget | null;
  open: boolean;
  onClose: () => void;
}

export function UserRowMenu({
  target,
  open,
  onClose,
  onQuickEdit,
  onDelete,
  onStatus,
}: UserRowMenuProps) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const user = target?.user;
  return (
    <Menu.Root
      open={open}
      onOpenChange={(e) => {
        if (e.open) return;
        target?.anchor.focus();
        onClose();
      }}
      // One handler for the plain items, called by the menu before it closes.
      onSelect={({ value }) => {
        if (!user) return;
        if (value === 'quick-edit') onQuickEdit(user);
        if (value === 'edit')
          void navigate({ to: '/dashboard/user/$id/edit', params: { id: user.id } });
        if (value === 'delete') onDelete(user);
      }}
      positioning={{
        placement: 'bottom-end',
        getAnchorRect: () => target?.anchor.getBoundingClientRect() ?? null,
      }}
    >
      <Portal>
        <Menu.Positioner>
          {user ? (
            <Menu.Content minW="48" aria-label={t('list.actionsFor', { name: user.name })}>
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
            </Menu.Content>
          ) : null}
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
