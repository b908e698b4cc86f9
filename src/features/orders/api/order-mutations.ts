// Order status changes from the list's row menu and the order page: optimistic (the page and the
// lists change at once), put back with a toast if the server refuses; the server's record (with
// its new timeline entry) then replaces the cached one and the lists are refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Order, OrderListResponse, OrderStatus } from '@/lib/api-contract/order';
import { orderFetchers, orderQueries } from '@/lib/api/order-queries';
import { useStatusLabel } from '@/lib/status/status-badge';
import { toast } from '@/lib/toast/toast';
import { errorText } from '@/lib/http/error-text';

export function useChangeOrderStatus() {
  const { t } = useTranslation('orders');
  const statusLabel = useStatusLabel();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, status }: { order: Order; status: OrderStatus }) => orderFetchers.update(order.id, { status }),
    onMutate: async ({ order, status }) => {
      const detailKey = orderQueries.detail(order.id).queryKey;
      await queryClient.cancelQueries({ queryKey: orderQueries.all() });
      const detail = queryClient.getQueryData(detailKey);
      const lists = queryClient.getQueriesData<OrderListResponse>({ queryKey: orderQueries.lists() });
      if (detail) queryClient.setQueryData(detailKey, { ...detail, status });
      queryClient.setQueriesData<OrderListResponse>({ queryKey: orderQueries.lists() }, (list) =>
        list ? { ...list, items: list.items.map((o) => (o.id === order.id ? { ...o, status } : o)) } : list,
      );
      return {
        undo: () => {
          queryClient.setQueryData(detailKey, detail);
          lists.forEach(([key, list]) => queryClient.setQueryData(key, list));
        },
      };
    },
    onError: (error, { order }, context) => {
      context?.undo();
      toast.error(t('toast.statusFailed', { number: order.number }), errorText(error));
    },
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueries.detail(order.id).queryKey, order);
      toast.success(t('toast.statusChanged', { number: order.number, status: statusLabel('order', order.status) }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderQueries.lists() }),
  });
}

export function useDeleteOrders() {
  const { t } = useTranslation('orders');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderFetchers.bulkRemove,
    onSuccess: ({ deleted }) => toast.success(t('toast.bulkDeleted', { count: deleted })),
    onError: (error) => toast.error(t('toast.bulkDeleteFailed'), errorText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderQueries.lists() }),
  });
}

/** The statuses an order can move to from its current one (docs/api/order.md). */
export function nextStatuses(status: OrderStatus): OrderStatus[] {
  if (status === 'pending') return ['completed', 'cancelled'];
  if (status === 'completed') return ['refunded'];
  return [];
}
