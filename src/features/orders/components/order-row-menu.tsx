// An order row's actions: open it, and the status changes its status allows (cancel and refund ask
// first, through the page's confirmation).
import { Menu } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { Eye } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderStatus } from '@/lib/api-contract/order';
import type { RowMenuConfig } from '@/lib/data-table/row-menu';
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
      items: (order) => (
        <>
          <Menu.Item value="view">
            <Eye aria-hidden />
            {t('list.view')}
          </Menu.Item>
          {nextStatuses(order.status).map((status) => (
            <Menu.Item key={status} value={status} color={status === 'completed' ? undefined : 'fg.error'}>
              {t(`action.${status}`)}
            </Menu.Item>
          ))}
        </>
      ),
    }),
    [t, navigate, onStatus],
  );
}
