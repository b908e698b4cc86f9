// An invoice row's actions as the kit's row menu: view, edit, status change (optimistic), delete.
import { useNavigate } from '@tanstack/react-router';
import { Eye, SquarePen, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatusLabel } from '@/lib/status/status-badge';
import { invoiceSettableStatuses, settableStatus, type Invoice, type InvoiceStatus } from '@/lib/api-contract/invoice';
import type { RowMenuConfig } from '@/lib/data-table/row-menu';

export interface InvoiceRowActions {
  onDelete: (invoice: Invoice, anchor: HTMLElement) => void;
  onStatus: (invoice: Invoice, status: InvoiceStatus) => void;
}

export function useInvoiceRowMenu({ onDelete, onStatus }: InvoiceRowActions): RowMenuConfig<Invoice> {
  const { t } = useTranslation('invoices');
  const statusLabel = useStatusLabel();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      label: (invoice) => t('list.actionsFor', { number: invoice.number }),
      onSelect: (value, invoice, anchor) => {
        if (value === 'view') void navigate({ to: '/dashboard/invoice/$id', params: { id: invoice.id } });
        if (value === 'edit') void navigate({ to: '/dashboard/invoice/$id/edit', params: { id: invoice.id } });
        if (value === 'delete') onDelete(invoice, anchor);
      },
      items: (invoice) => [
        { kind: 'item', value: 'view', label: t('list.view'), icon: Eye },
        { kind: 'item', value: 'edit', label: t('list.edit'), icon: SquarePen },
        { kind: 'separator' },
        {
          kind: 'choice',
          label: t('list.setStatus'),
          value: settableStatus(invoice.status),
          options: invoiceSettableStatuses.map((status) => ({ value: status, label: statusLabel('invoice', status) })),
          onChange: (status) => onStatus(invoice, status as InvoiceStatus),
        },
        { kind: 'separator' },
        { kind: 'item', value: 'delete', label: t('list.delete'), icon: Trash2, danger: true },
      ],
    }),
    [t, statusLabel, navigate, onDelete, onStatus],
  );
}
