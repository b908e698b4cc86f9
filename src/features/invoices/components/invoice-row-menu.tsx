// An invoice row's actions as the kit's row menu: view, edit, status change (optimistic), delete.
import { Menu } from '@chakra-ui/react';
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
      items: (invoice) => (
        <>
          <Menu.Item value="view">
            <Eye aria-hidden />
            {t('list.view')}
          </Menu.Item>
          <Menu.Item value="edit">
            <SquarePen aria-hidden />
            {t('list.edit')}
          </Menu.Item>
          <Menu.Separator />
          <Menu.RadioItemGroup value={settableStatus(invoice.status)} onValueChange={(e) => onStatus(invoice, e.value as InvoiceStatus)}>
            <Menu.ItemGroupLabel>{t('list.setStatus')}</Menu.ItemGroupLabel>
            {invoiceSettableStatuses.map((status) => (
              <Menu.RadioItem key={status} value={status}>
                {statusLabel('invoice', status)}
                <Menu.ItemIndicator />
              </Menu.RadioItem>
            ))}
          </Menu.RadioItemGroup>
          <Menu.Separator />
          <Menu.Item value="delete" color="fg.error">
            <Trash2 aria-hidden />
            {t('list.delete')}
          </Menu.Item>
        </>
      ),
    }),
    [t, statusLabel, navigate, onDelete, onStatus],
  );
}
