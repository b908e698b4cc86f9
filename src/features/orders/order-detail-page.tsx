// /dashboard/order/$id: the order's items with totals, its timeline of status changes, customer,
// delivery and payment card; status changes from the page (cancel and refund ask first).
import { Button, Card, Grid, Heading, Stack } from '@chakra-ui/react';
import { useRecordQuery } from '@/lib/record-route';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { orderQueries } from '@/lib/api/order-queries';
import { DetailFrame } from '@/lib/ui/detail-frame';
import { IdText, inSentence } from '@/lib/ui/user-text';
import { nextStatuses } from './api/order-mutations';
import { OrderItemsTable } from './components/order-items-table';
import { OrderSideCards } from './components/order-side-cards';
import { statusPalette } from '@/lib/status/record-status';
import { useStatusLabel } from '@/lib/status/status-badge';
import { useOrderStatusChange } from './components/order-status-confirm';
import { OrderTimeline } from './components/order-timeline';

const route = getRouteApi('/dashboard/order/$id');

export function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const statusLabel = useStatusLabel();
  const { id } = route.useParams();
  const { data: order } = useRecordQuery(orderQueries.detail(id));
  const statusChange = useOrderStatusChange();
  return (
    <DetailFrame
      // The dashboard shell shows the breadcrumbs.
        crumbs={[]}
      crumbsLabel={t('crumbs.label')}
      title={inSentence((number) => t('detail.title', { number }), <IdText as="span">{order.number}</IdText>)}
      status={{ label: statusLabel('order', order.status), palette: statusPalette('order', order.status) }}
      presence={`order:${order.id}`}
      actions={nextStatuses(order.status).map((status) => (
        <Button
          key={status}
          size="sm"
          variant={status === 'completed' ? 'solid' : 'outline'}
          colorPalette={status === 'completed' ? 'primary' : 'red'}
          onClick={() => statusChange.request(order, status)}
        >
          {t(`action.${status}`)}
        </Button>
      ))}
    >
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={6} alignItems="start">
        <Stack gap={6} minW={0}>
          <Card.Root>
            <Card.Body gap={4}>
              <Heading as="h2" size="md">
                {t('detail.items')}
              </Heading>
              <OrderItemsTable order={order} withTotals />
            </Card.Body>
          </Card.Root>
          <OrderTimeline order={order} />
        </Stack>
        <OrderSideCards order={order} />
      </Grid>
      {statusChange.dialog}
    </DetailFrame>
  );
}
