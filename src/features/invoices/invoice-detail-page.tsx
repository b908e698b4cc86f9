// /dashboard/invoice/$id: the invoice laid out as sent, with its actions (invoice-actions.tsx) and a
// print stylesheet that prints the invoice alone.
import { Stack, Text } from '@chakra-ui/react';
import { useRecordQuery } from '@/lib/record-route';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { DetailFrame } from '@/lib/ui/detail-frame';
import { isolateLtr } from '@/lib/ui/user-text';

import { invoiceQueries } from './api/invoice-queries';
import { InvoiceActions } from './components/invoice-actions';
import { InvoiceDocument } from './components/invoice-document';
import { InvoicePrintStyle } from './components/invoice-print-style';
import { statusPalette } from '@/lib/status/record-status';
import { useStatusLabel } from '@/lib/status/status-badge';

const route = getRouteApi('/dashboard/invoice/$id/');

export function InvoiceDetailPage() {
  const { t, i18n } = useTranslation('invoices');
  const statusLabel = useStatusLabel();
  const { id } = route.useParams();
  const { data: invoice } = useRecordQuery(invoiceQueries.detail(id));
  const sentAt = invoice.sentAt ? formatDateTime(invoice.sentAt, i18n.language) : null;

  return (
    <>
      <InvoicePrintStyle />
      <DetailFrame
        // The dashboard shell shows the breadcrumbs.
        crumbs={[]}
        crumbsLabel={t('crumbs.label')}
        title={invoice.number}
        status={{ label: statusLabel('invoice', invoice.status), palette: statusPalette('invoice', invoice.status) }}
        presence={`invoice:${invoice.id}`}
        actions={<InvoiceActions invoice={invoice} />}
      >
        <Stack gap={4}>
          <Text color="fg.muted" fontSize="sm" role="status">
            {sentAt ? t('detail.sentAt', { date: sentAt, email: isolateLtr(invoice.to.email) }) : t('detail.notSent')}
          </Text>
          <InvoiceDocument invoice={invoice} />
        </Stack>
      </DetailFrame>
    </>
  );
}
