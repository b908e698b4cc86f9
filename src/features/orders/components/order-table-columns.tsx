// The order list's data columns; the first is the expand button that shows the order's items in a
// row under it (the kit's `subRow`). Column ids are the API's sort fields where it sorts by them.
import { Box, IconButton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/lib/api-contract/order';
import { IdText, UserText } from '@/lib/ui/user-text';
import '@/lib/data-table/column-meta';
import { useFormat } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { StatusBadge, useStatusLabel } from '@/lib/status/status-badge';

const column = createColumnHelper<Order>();

export function useOrderColumns(
  expanded: ReadonlySet<string>,
  onToggle: (id: string) => void,
): ColumnDef<Order, unknown>[] {
  const { t, i18n } = useTranslation('orders');
  const format = useFormat();
  const statusLabel = useStatusLabel();
  return useMemo(() => {
    const money = (euros: number) => formatMoney(euros, i18n.language, { fractionDigits: 2 });
    return [
      column.display({
        id: 'expand',
        enableHiding: false,
        meta: { phone: 'start' },
        header: () => <Text srOnly>{t('list.items')}</Text>,
        cell: ({ row: { original: order } }) => {
          const open = expanded.has(order.id);
          return (
            <IconButton
              size="xs"
              variant="ghost"
              aria-expanded={open}
              aria-label={t(open ? 'list.hideItems' : 'list.showItems', { number: order.number })}
              onClick={() => onToggle(order.id)}
            >
              {open ? (
                <ChevronDown aria-hidden />
              ) : (
                <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
                  <ChevronRight aria-hidden />
                </Box>
              )}
            </IconButton>
          );
        },
      }),
      column.accessor('number', {
        header: () => t('field.number'),
        enableHiding: false,
        meta: { phone: 'summary', label: t('field.number'), exportValue: (o) => o.number },
        cell: ({ row: { original: order } }) => (
          <Link to="/dashboard/order/$id" params={{ id: order.id }}>
            <IdText
              as="span"
              fontWeight="medium"
              whiteSpace="nowrap"
              _hover={{ textDecoration: 'underline' }}
            >
              {order.number}
            </IdText>
          </Link>
        ),
      }),
      column.accessor((o) => o.billing.name, {
        id: 'name',
        header: () => t('field.customer'),
        meta: {
          label: t('field.customer'),
          exportValue: (o) => `${o.billing.name} <${o.billing.email}>`,
        },
        cell: ({ row: { original: order } }) => (
          <Stack gap={0} minW="40">
            <UserText truncate>{order.billing.name}</UserText>
            <IdText fontSize="sm" color="fg.muted" truncate>
              {order.billing.email}
            </IdText>
          </Stack>
        ),
      }),
      column.accessor('createdAt', {
        header: () => t('field.date'),
        meta: {
          priority: 3,
          label: t('field.date'),
          exportValue: (o) => format.dateTime(o.createdAt),
        },
        cell: ({ getValue }) => <Text whiteSpace="nowrap">{format.dateTime(getValue())}</Text>,
      }),
      column.accessor((o) => o.items.reduce((n, i) => n + i.quantity, 0), {
        id: 'items',
        header: () => t('field.items'),
        enableSorting: false,
        meta: {
          priority: 4,
          label: t('field.items'),
          exportValue: (o) => o.items.map((i) => `${i.quantity} × ${i.name}`).join('; '),
        },
        cell: ({ getValue }) => format.number(getValue()),
      }),
      column.accessor('total', {
        header: () => t('field.total'),
        meta: { phone: 'summary', priority: 2, label: t('field.total'), exportValue: (o) => money(o.total) },
        cell: ({ getValue }) => (
          <Text whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
            {money(getValue())}
          </Text>
        ),
      }),
      column.accessor('status', {
        header: () => t('field.status'),
        meta: { phone: 'summary', label: t('field.status'), exportValue: (o) => statusLabel('order', o.status) },
        cell: ({ row }) => <StatusBadge kind="order" status={row.original.status} />,
      }),
    ] as ColumnDef<Order, unknown>[];
  }, [t, i18n.language, format, statusLabel, expanded, onToggle]);

}
