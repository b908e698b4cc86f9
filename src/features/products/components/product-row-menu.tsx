// A product row's actions on the kit's record row menu: view, edit, the public page (for a
// published product) and delete (after confirmation). Edit and delete only where the page allows
// them (the role may: docs/product-rules.md#roles).
import { useNavigate } from '@tanstack/react-router';
import { Store } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductListItem } from '@/lib/api-contract/product';
import { useRecordRowMenu } from '@/lib/data-table/record-row-menu';
import type { RowMenuConfig, RowMenuEntry } from '@/lib/data-table/row-menu';

interface ProductRowActions {
  /** Left out of the menu without it. */
  onDelete?: (product: ProductListItem, anchor: HTMLElement) => void;
  edit: boolean;
}

export function useProductRowMenu({ onDelete, edit }: ProductRowActions): RowMenuConfig<ProductListItem> {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const onEdit = useCallback((p: ProductListItem) => void navigate({ to: '/dashboard/product/$id/edit', params: { id: p.id } }), [navigate]);
  return useRecordRowMenu<ProductListItem>({
    label: useCallback((p: ProductListItem) => t('list.actionsFor', { name: p.name }), [t]),
    labels: { view: t('list.view'), edit: t('list.edit'), delete: t('list.delete') },
    onView: useCallback((p: ProductListItem) => void navigate({ to: '/dashboard/product/$id', params: { id: p.id } }), [navigate]),
    onEdit: edit ? onEdit : undefined,
    onDelete,
    extra: useCallback(
      (p: ProductListItem): RowMenuEntry[] =>
        p.status === 'published' ? [{ kind: 'item', value: 'public', label: t('list.publicPage'), icon: Store }] : [],
      [t],
    ),
    onExtra: useCallback(
      (value: string, p: ProductListItem) => {
        if (value === 'public') void navigate({ to: '/product/$id', params: { id: p.id } });
      },
      [navigate],
    ),
  });
}
