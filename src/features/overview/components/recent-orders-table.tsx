// The overview's recent activity: the newest orders, each linking to its page. Below the md
// breakpoint the date goes under the order's number and the status under its total, so the table
// fits a phone without scrolling sideways.
import { Box, Card, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { OverviewResponse } from '@/lib/api-contract/overview';
import { formatMoney } from '@/lib/money';
import { StatusBadge } from '@/lib/status/status-badge';
import { IdText, UserText } from '@/lib/ui/user-text';
import { formatDate } from '../format';

export function RecentOrdersTable({ orders }: { orders: OverviewResponse['recentOrders'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.resolvedLanguage ?? 'en';
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
          <Table.ScrollArea>
            <Table.Root size="sm" aria-labelledby="recent-orders-title" interactive>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader ps={6}>{t('overview.recent.order')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('overview.recent.customer')}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">{t('overview.recent.date')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end" pe={{ base: 6, md: 3 }}>
                    {t('overview.recent.total')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader pe={6} hideBelow="md">
                    {t('overview.recent.status')}
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {orders.map((o) => (
                  <Table.Row key={o.id}>
                    <Table.Cell ps={6} fontWeight="semibold">
                      <ChakraLink asChild colorPalette="primary" color="primary.fg">
                        <Link to="/dashboard/order/$id" params={{ id: o.id }}>
                          <IdText as="span">{o.number}</IdText>
                        </Link>
                      </ChakraLink>
                      <Text hideFrom="md" textStyle="xs" fontWeight="normal" color="fg.muted" whiteSpace="nowrap">
                        {formatDate(o.createdAt, lang)}
                      </Text>
                    </Table.Cell>
                    <Table.Cell whiteSpace="normal">
                      <UserText>{o.customer}</UserText>
                      {o.company ? (
                        <Text textStyle="xs" color="fg.muted">
                          {o.company}
                        </Text>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap" hideBelow="md">
                      {formatDate(o.createdAt, lang)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap" pe={{ base: 6, md: 3 }}>
                      {formatMoney(o.total, lang, { fractionDigits: 0 })}
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
  );
}
