// The orders of an overview card (the overview's recent orders, the e-commerce page's latest), each
// linking to its page. Below the md breakpoint the date goes under the order's number and the status
// under its total, so a row keeps its figure and status in view on a phone without scrolling sideways.
import { Box, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@/lib/api-contract/order';
import { StatusBadge } from '@/lib/status/status-badge';
import { IdText, UserText } from '@/lib/ui/user-text';
import { formatDate, formatEuros } from '../format';

interface OrderRow {
  id: string;
  number: string;
  customer: string;
  total: number;
  status: OrderStatus;
  createdAt: string;
}

interface OrdersTableProps<T extends OrderRow> {
  orders: T[];
  /** The id of the card's title, which names the table. */
  labelledBy: string;
  /** A column's heading, by its name. */
  heading: (column: 'order' | 'customer' | 'date' | 'total' | 'status') => string;
  /** A line under the customer's name (the company, the country), or nothing. */
  below: (order: T) => ReactNode;
}

export function OrdersTable<T extends OrderRow>({
  orders,
  labelledBy,
  heading,
  below,
}: OrdersTableProps<T>) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-labelledby={labelledBy} interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader ps={6}>{heading('order')}</Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="normal">{heading('customer')}</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">{heading('date')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" pe={{ base: 6, md: 3 }}>
              {heading('total')}
            </Table.ColumnHeader>
            <Table.ColumnHeader pe={6} hideBelow="md">
              {heading('status')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((o) => {
            const detail = below(o);
            return (
              <Table.Row key={o.id}>
                <Table.Cell ps={6} fontWeight="semibold">
                  <ChakraLink asChild colorPalette="primary" color="primary.fg">
                    <Link to="/dashboard/order/$id" params={{ id: o.id }}>
                      <IdText as="span">{o.number}</IdText>
                    </Link>
                  </ChakraLink>
                  <Text
                    hideFrom="md"
                    textStyle="xs"
                    fontWeight="normal"
                    color="fg.muted"
                    whiteSpace="nowrap"
                  >
                    {formatDate(o.createdAt, lang)}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="normal">
                  <UserText>{o.customer}</UserText>
                  {detail ? (
                    <Text textStyle="xs" color="fg.muted">
                      {detail}
                    </Text>
                  ) : null}
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
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
