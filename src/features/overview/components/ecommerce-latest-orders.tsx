// The e-commerce page's latest orders in the range, each linking to its order page. On a phone a
// row keeps its figure and status in view: the date goes under the number and the status under the
// total, so the table is three columns there.
import { Box, Card, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { OverviewRange } from '@/lib/api-contract/overview';
import type { LatestOrdersResponse } from '@/lib/api-contract/overview-pages';
import { StatusBadge } from '@/lib/status/status-badge';
import { IdText, UserText } from '@/lib/ui/user-text';
import { formatCountry, formatDate, formatEuros } from '../format';
import { overviewPageQueries } from '../pages-api';
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
              <Table.ScrollArea>
                <Table.Root size="sm" aria-labelledby="ecommerce-latest">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader ps={6}>{t('columns.order')}</Table.ColumnHeader>
                      <Table.ColumnHeader whiteSpace="normal">{t('columns.customer')}</Table.ColumnHeader>
                      <Table.ColumnHeader hideBelow="md">{t('columns.date')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end" pe={{ base: 6, md: 3 }}>
                        {t('columns.total')}
                      </Table.ColumnHeader>
                      <Table.ColumnHeader pe={6} hideBelow="md">
                        {t('columns.status')}
                      </Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {orders.map((o) => (
                      <Table.Row key={o.id}>
                        <Table.Cell ps={6} fontWeight="semibold">
                          <ChakraLink asChild color="primary.fg">
                            <Link to="/dashboard/order/$id" params={{ id: o.id }}>
                              <IdText as="span">{o.number}</IdText>
                            </Link>
                          </ChakraLink>
                          <Text hideFrom="md" textStyle="xs" color="fg.muted" fontWeight="normal" whiteSpace="nowrap">
                            {formatDate(o.createdAt, lang)}
                          </Text>
                        </Table.Cell>
                        <Table.Cell whiteSpace="normal">
                          <UserText>{o.customer}</UserText>
                          <Text textStyle="xs" color="fg.muted">
                            {formatCountry(o.country, lang)}
                          </Text>
                        </Table.Cell>
                        <Table.Cell whiteSpace="nowrap" hideBelow="md">
                          {formatDate(o.createdAt, lang)}
                        </Table.Cell>
                        <Table.Cell textAlign="end" whiteSpace="nowrap" pe={{ base: 6, md: 3 }}>
                          {formatEuros(o.total, lang)}
                          <Box hideFrom="md" mt={1}>
                            <StatusBadge kind="order" status={o.status} />
                          </Box>
                        </Table.Cell>
                        <Table.Cell pe={6} hideBelow="md">
                          <StatusBadge kind="order" status={o.status} />
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            )}
          </Card.Body>
        </Card.Root>
      )}
    </OverviewWidget>
  );
}
