// An order row's actions: open it, and the status changes its status allows (cancel and refund ask
// first, through the page's confirmation).
import { useNavigate } from '@tanstack/react-router';
import { Eye } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderStatus } from '@/lib/api-contract/order';
import type { RowMenuConfig, RowMenuEntry } from '@/lib/data-table/row-menu';
import { nextStatuses } from '../api/order-mutations';

export function useOrderRowMenu(onStatus: (order: Order, status: OrderStatus) => void): RowMenuConfig<Order> {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  return useMemo(
    () => ({
      label: (order) => t('list.actionsFor', { number: order.number }),
      onSelect: (value, order) => {
        if (value === 'view') void navigate({ to: '/dashboard/order/$id', params: { id: order.id } });
        else onStatus(order, value as OrderStatus);
      },
      items: (order) => [
        { kind: 'item', value: 'view', label: t('list.view'), icon: Eye },
        ...nextStatuses(order.status).map(
          (status): RowMenuEntry => ({ kind: 'item', value: status, label: t(`action.${status}`), danger: status !== 'completed' }),
        ),
      ],
    }),
    [t, navigate, onStatus],
  );
}
