// A product row's actions, as the kit's row menu configuration: view, edit, the public page (for a
// published product) and delete (after confirmation).
import { Menu } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { Eye, SquarePen, Store, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@/lib/api-contract/product';
import type { RowMenuConfig } from '@/lib/data-table/row-menu';

export function useProductRowMenu(onDelete: (product: Product, anchor?: HTMLElement) => void): RowMenuConfig<Product> {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  return useMemo(
    () => ({
      label: (p) => t('list.actionsFor', { name: p.name }),
      onSelect: (value, p, anchor) => {
        if (value === 'view') void navigate({ to: '/dashboard/product/$id', params: { id: p.id } });
        if (value === 'edit') void navigate({ to: '/dashboard/product/$id/edit', params: { id: p.id } });
        if (value === 'public') void navigate({ to: '/product/$id', params: { id: p.id } });
        if (value === 'delete') onDelete(p, anchor);
      },
      items: (p) => (
        <>
          <Menu.Item value="view">
            <Eye aria-hidden />
            {t('list.view')}
          </Menu.Item>
          <Menu.Item value="edit">
            <SquarePen aria-hidden />
            {t('list.edit')}
          </Menu.Item>
          {p.status === 'published' ? (
            <Menu.Item value="public">
              <Store aria-hidden />
              {t('list.publicPage')}
            </Menu.Item>
          ) : null}
          <Menu.Separator />
          <Menu.Item value="delete" color="fg.error">
            <Trash2 aria-hidden />
            {t('list.delete')}
          </Menu.Item>
        </>
      ),
    }),
    [t, navigate, onDelete],
  );
}
