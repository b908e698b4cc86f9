// The invoice list's data columns; the kit adds the selection and row-menu columns. Column ids are
// the API's sort fields, so their headers sort on the server. `meta` gives the CSV text as shown.
import { Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@/lib/api-contract/invoice';
import { IdText, UserText } from '@/lib/ui/user-text';
import '@/lib/data-table/column-meta';
import { useFormat } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { StatusBadge, useStatusLabel } from '@/lib/status/status-badge';

const column = createColumnHelper<Invoice>();

export function useInvoiceColumns(): ColumnDef<Invoice, unknown>[] {
  const { t, i18n } = useTranslation('invoices');
  const format = useFormat();
  const statusLabel = useStatusLabel();
  return useMemo(() => {
    const money = (euros: number) => formatMoney(euros, i18n.language, { fractionDigits: 2 });
    return [
      column.accessor('number', {
        header: () => t('field.number'),
        enableHiding: false,
        meta: { phone: 'summary', label: t('field.number'), exportValue: (r) => r.number },
        cell: ({ row: { original: invoice } }) => (
          <Link to="/dashboard/invoice/$id" params={{ id: invoice.id }}>
            <IdText
              as="span"
              fontWeight="medium"
              whiteSpace="nowrap"
              _hover={{ textDecoration: 'underline' }}
            >
              {invoice.number}
            </IdText>
          </Link>
        ),
      }),
      column.accessor((r) => r.to.name, {
        id: 'client',
        header: () => t('field.client'),
        meta: {
          label: t('field.client'),
          exportValue: (r) => (r.to.company ? `${r.to.name} (${r.to.company})` : r.to.name),
        },
        cell: ({ row: { original: invoice } }) => (
          <Stack gap={0} minW="40">
            <UserText truncate>{invoice.to.name}</UserText>
            <UserText fontSize="sm" color="fg.muted" truncate>
              {invoice.to.company}
            </UserText>
          </Stack>
        ),
      }),
      column.accessor('serviceLine', {
        header: () => t('field.serviceLine'),
        enableSorting: false,
        meta: {
          priority: 4,
          label: t('field.serviceLine'),
          exportValue: (r) => t(`serviceLine.${r.serviceLine}`),
        },
        // The table does not wrap its cells; a service line may ("Gouvernance, confidentialité et
        // conformité" kept the French row's status past the edge at 1440 px).
        cell: ({ row }) => (
          <Text whiteSpace="normal" minW="40">
            {t(`serviceLine.${row.original.serviceLine}`)}
          </Text>
        ),
      }),
      column.accessor('issuedAt', {
        header: () => t('field.issuedAt'),
        meta: {
          priority: 5,
          label: t('field.issuedAt'),
          exportValue: (r) => format.day(r.issuedAt),
        },
        cell: ({ getValue }) => <Text whiteSpace="nowrap">{format.day(getValue())}</Text>,
      }),
      column.accessor('dueAt', {
        header: () => t('field.dueAt'),
        meta: { priority: 3, label: t('field.dueAt'), exportValue: (r) => format.day(r.dueAt) },
        cell: ({ getValue }) => <Text whiteSpace="nowrap">{format.day(getValue())}</Text>,
      }),
      column.accessor('total', {
        header: () => t('field.total'),
        meta: { phone: 'summary', priority: 2, label: t('field.total'), exportValue: (r) => money(r.total) },
        cell: ({ getValue }) => (
          <Text whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
            {money(getValue())}
          </Text>
        ),
      }),
      column.accessor('status', {
        header: () => t('field.status'),
        meta: { phone: 'summary', label: t('field.status'), exportValue: (r) => statusLabel('invoice', r.status) },
        cell: ({ row }) => <StatusBadge kind="invoice" status={row.original.status} />,
      }),
    ] as ColumnDef<Invoice, unknown>[];
  }, [t, i18n.language, format, statusLabel]);

}
