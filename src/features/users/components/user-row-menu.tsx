// A user row's actions, as the kit's row menu configuration: quick edit, edit, status change
// (optimistic) and delete (after confirmation). An action the page leaves out (the role may not
// take it: docs/product-rules.md#roles) is not in the menu.
import { useNavigate } from '@tanstack/react-router';
import { Pencil, SquarePen, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { userStatuses, type User, type UserStatus } from '@/lib/api-contract/user';
import type { RowMenuConfig, RowMenuEntry } from '@/lib/data-table/row-menu';
import { preloadQuickEditForm } from './user-quick-edit-dialog';

export interface UserRowActions {
  /** Quick edit, edit and the status: left out without it. */
  onQuickEdit?: (user: User, anchor?: HTMLElement) => void;
  onStatus?: (user: User, status: UserStatus) => void;
  onDelete?: (user: User, anchor?: HTMLElement) => void;
}

export function useUserRowMenu({ onQuickEdit, onDelete, onStatus }: UserRowActions): RowMenuConfig<User> {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  return useMemo(
    () => ({
      label: (user) => t('list.actionsFor', { name: user.name }),
      onOpen: onQuickEdit ? preloadQuickEditForm : undefined,
      // The quick edit's form comes with the menu's code, so it opens offline (docs/product-rules.md#offline).
      prefetch: onQuickEdit ? preloadQuickEditForm : undefined,
      onSelect: (value, user, anchor) => {
        if (value === 'quick-edit') onQuickEdit?.(user, anchor);
        if (value === 'edit') void navigate({ to: '/dashboard/user/$id/edit', params: { id: user.id } });
        if (value === 'delete') onDelete?.(user, anchor);
      },
      items: (user) => {
        const entries: RowMenuEntry[] = [];
        if (onQuickEdit)
          entries.push(
            { kind: 'item', value: 'quick-edit', label: t('list.quickEdit'), icon: Pencil },
            { kind: 'item', value: 'edit', label: t('list.edit'), icon: SquarePen },
          );
        if (onStatus)
          entries.push(
            ...(entries.length ? [{ kind: 'separator' } as const] : []),
            {
              kind: 'choice',
              label: t('list.setStatus'),
              value: user.status,
              options: userStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
              onChange: (status) => onStatus(user, status as UserStatus),
            },
          );
        if (onDelete)
          entries.push(
            ...(entries.length ? [{ kind: 'separator' } as const] : []),
            { kind: 'item', value: 'delete', label: t('list.delete'), icon: Trash2, danger: true },
          );
        return entries;
      },
    }),
    [t, navigate, onQuickEdit, onDelete, onStatus],
  );
}
