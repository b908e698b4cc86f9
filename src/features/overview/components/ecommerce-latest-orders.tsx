// The e-commerce page's latest orders in the range, each linking to its order page
// (./orders-table.tsx: on a phone the date and the status go under the number and the total).
import { Card, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OverviewRange } from '@/lib/api-contract/overview';
import type { LatestOrdersResponse } from '@/lib/api-contract/overview-pages';
import { formatCountry } from '../format';
import { overviewPageQueries } from '../pages-api';
import { OrdersTable } from './orders-table';
import { OverviewWidget } from './overview-widget';

export function EcommerceLatestOrders({ range }: { range: OverviewRange }) {
  const { t, i18n } = useTranslation('overview');
  const lang = i18n.resolvedLanguage ?? 'en';
  const title = t('ecommerce.latest');
  return (
    <OverviewWidget
      title={title}
      query={overviewPageQueries.widget<LatestOrdersResponse>('ecommerce', 'latest', range)}
    >
      {({ orders }) => (
        <Card.Root variant="outline" h="full">
          <Card.Header>
            <Card.Title as="h2" id="ecommerce-latest">
              {title}
            </Card.Title>
          </Card.Header>
          <Card.Body px={0} pb={2}>
            {orders.length === 0 ? (
              <Text px={6} color="fg.muted">
                {t('empty')}
              </Text>
            ) : (
              <OrdersTable
                orders={orders}
                labelledBy="ecommerce-latest"
                heading={(column) => t(`columns.${column}`)}
                below={(o) => formatCountry(o.country, lang)}
              />
            )}
          </Card.Body>
        </Card.Root>
      )}
    </OverviewWidget>
  );
}
