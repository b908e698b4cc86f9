// The invoice page's actions: status change (optimistic), Send (draft → pending), Print, Download
// PDF (jsPDF loaded on the press) and Edit.
import { Button, Menu, Portal } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ChevronDown, FileDown, Printer, Send, SquarePen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statusLabelKey } from '@/lib/status/record-status';
import { useStatusLabel } from '@/lib/status/status-badge';
import { invoiceSettableStatuses, settableStatus, type Invoice, type InvoiceStatus } from '@/lib/api-contract/invoice';
import { toast } from '@/lib/toast/toast';
import { useChangeInvoiceStatus, useSendInvoice } from '../api/invoice-mutations';
import { downloadInvoicePdf, type InvoicePdfLabels, type PdfLanguage } from '../invoice-pdf';
import { invoiceInLanguage } from '../invoice-billed-text';
import { errorText } from '@/lib/http/error-text';

export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('invoices');
  const statusLabel = useStatusLabel();
  const changeStatus = useChangeInvoiceStatus();
  const send = useSendInvoice();
  const [drawing, setDrawing] = useState(false);

  const downloadPdf = async () => {
    setDrawing(true);
    try {
      const language: PdfLanguage = i18n.language.startsWith('fr') ? 'fr' : 'en';
      await i18n.loadLanguages(language);
      const pt = i18n.getFixedT(language, 'invoices');
      const labels: InvoicePdfLabels = {
        invoice: pt('detail.invoice'),
        from: pt('field.from'),
        to: pt('field.to'),
        issuedAt: pt('field.issuedAt'),
        dueAt: pt('field.dueAt'),
        status: pt('field.status'),
        statusName: i18n.getFixedT(language, 'common')(statusLabelKey('invoice', invoice.status)),
        service: pt('field.service'),
        quantity: pt('field.quantity'),
        price: pt('field.price'),
        lineTotal: pt('field.lineTotal'),
        subtotal: pt('totals.subtotal'),
        discount: pt('totals.discount'),
        tax: pt('totals.taxShort'),
        shipping: pt('totals.shipping'),
        total: pt('totals.total'),
        notes: pt('field.notes'),
      };
      await downloadInvoicePdf(invoiceInLanguage(invoice, (key) => pt(key as never)), labels, language);
    } catch (error) {
      toast.error(t('toast.pdfFailed'), errorText(error));
    } finally {
      setDrawing(false);
    }
  };

  return (
    <>
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button variant="outline" size="sm">
            {t('detail.changeStatus')}
            <ChevronDown aria-hidden />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.RadioItemGroup
                value={settableStatus(invoice.status)}
                onValueChange={(e) => changeStatus.mutate({ invoice, status: e.value as InvoiceStatus })}
              >
                {invoiceSettableStatuses.map((status) => (
                  <Menu.RadioItem key={status} value={status}>
                    {statusLabel('invoice', status)}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <Button size="sm" colorPalette="primary" loading={send.isPending} onClick={() => send.mutate(invoice)}>
        <Send aria-hidden />
        {invoice.sentAt ? t('detail.sendAgain') : t('detail.send')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => window.print()}>
        <Printer aria-hidden />
        {t('detail.print')}
      </Button>
      <Button size="sm" variant="outline" loading={drawing} onClick={() => void downloadPdf()}>
        <FileDown aria-hidden />
        {t('detail.downloadPdf')}
      </Button>
      <Button size="sm" variant="ghost" asChild>
        <Link to="/dashboard/invoice/$id/edit" params={{ id: invoice.id }}>
          <SquarePen aria-hidden />
          {t('detail.edit')}
        </Link>
      </Button>
    </>
  );
}
