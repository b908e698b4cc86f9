// The one place an order's status is changed from: completing happens at once, cancelling and
// refunding ask first (docs/api/order.md). Used by the list's row menu and the order page.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order, OrderStatus } from '@/lib/api-contract/order';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { useChangeOrderStatus } from '../api/order-mutations';

export function useOrderStatusChange() {
  const { t } = useTranslation('orders');
  const change = useChangeOrderStatus();
  const [asking, setAsking] = useState<{ order: Order; status: OrderStatus } | null>(null);
  const { mutate } = change;
  const request = useCallback(
    (order: Order, status: OrderStatus) => {
      if (status === 'cancelled' || status === 'refunded') setAsking({ order, status });
      else mutate({ order, status });
    },
    [mutate],
  );
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={asking ? t(`confirm.${asking.status}.title`, { number: asking.order.number }) : ''}
      description={asking ? t(`confirm.${asking.status}.description`, { name: asking.order.billing.name }) : ''}
      confirmLabel={asking ? t(`action.${asking.status}`) : ''}
      cancelLabel={t('confirm.keep')}
      onClose={() => setAsking(null)}
      onConfirm={() => {
        if (asking) mutate(asking);
        setAsking(null);
      }}
    />
  );
  return { request, dialog, pending: change.isPending };
}
