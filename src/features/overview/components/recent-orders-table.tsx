// The overview's recent activity: the newest orders, each linking to its page (./orders-table.tsx:
// on a phone the date and the status go under the number and the total).
import { Card, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OverviewResponse } from '@/lib/api-contract/overview';
import { OrdersTable } from './orders-table';

export function RecentOrdersTable({ orders }: { orders: OverviewResponse['recentOrders'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h2" id="recent-orders-title">
          {t('overview.recent.title')}
        </Card.Title>
        <Card.Description>{t('overview.recent.description')}</Card.Description>
      </Card.Header>
      <Card.Body px={0} pb={2}>
        {orders.length === 0 ? (
          <Text px={6} color="fg.muted">
            {t('overview.recent.empty')}
          </Text>
        ) : (
          <OrdersTable
            orders={orders}
            labelledBy="recent-orders-title"
            heading={(column) => t(`overview.recent.${column}`)}
            below={(o) => o.company}
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}
