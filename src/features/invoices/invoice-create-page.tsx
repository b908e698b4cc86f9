// /dashboard/invoice/new: the invoice form, from Corvane's London office, dated today.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { InvoiceForm } from './components/invoice-form';

export function InvoiceCreatePage() {
  const { t } = useTranslation('invoices');
  return (
    <Stack gap={6}>
      <Box>
        <Heading as="h1" size="2xl">
          {t('form.newTitle')}
        </Heading>
        <Text color="fg.muted">{t('form.newSubtitle')}</Text>
      </Box>
      <InvoiceForm />
    </Stack>
  );
}
