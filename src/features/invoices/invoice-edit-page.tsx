// /dashboard/invoice/$id/edit: the invoice form, filled from the record the route's loader fetched.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useRecordQuery } from '@/lib/record-route';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { invoiceQueries } from './api/invoice-queries';
import { InvoiceForm } from './components/invoice-form';
import { IdText, inSentence } from '@/lib/ui/user-text';

const route = getRouteApi('/dashboard/invoice/$id/edit');

export function InvoiceEditPage() {
  const { t } = useTranslation('invoices');
  const { id } = route.useParams();
  const { data: invoice } = useRecordQuery(invoiceQueries.detail(id));
  return (
    <Stack gap={6}>
      <Box>
        <Heading as="h1" size="2xl">
          {inSentence((number) => t('form.editTitle', { number }), <IdText as="span">{invoice.number}</IdText>)}
        </Heading>
        <Text color="fg.muted">{t('form.editSubtitle')}</Text>
      </Box>
      {/* A new key per record, so the form starts over when the id changes. */}
      <InvoiceForm key={invoice.id} invoice={invoice} />
    </Stack>
  );
}
