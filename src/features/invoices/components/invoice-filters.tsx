// The invoice list's own filters: the service line and the issue-date range (both in the URL).
import { HStack, Input, NativeSelect, Field } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { invoiceServiceLines, type InvoiceServiceLine } from '@/lib/api-contract/invoice';

interface InvoiceFiltersProps {
  serviceLine: 'all' | InvoiceServiceLine;
  startDate: string;
  endDate: string;
  onChange: (patch: { serviceLine?: 'all' | InvoiceServiceLine; startDate?: string; endDate?: string }) => void;
}

export function InvoiceFilters({ serviceLine, startDate, endDate, onChange }: InvoiceFiltersProps) {
  const { t } = useTranslation('invoices');
  return (
    <HStack gap={3} wrap="wrap" align="end">
      <Field.Root w={{ base: 'full', sm: '56' }}>
        <Field.Label fontSize="xs">{t('list.serviceLine')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={serviceLine}
            onChange={(e) => onChange({ serviceLine: e.currentTarget.value as 'all' | InvoiceServiceLine })}
          >
            <option value="all">{t('list.allServiceLines')}</option>
            {invoiceServiceLines.map((line) => (
              <option key={line} value={line}>
                {t(`serviceLine.${line}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w="auto">
        <Field.Label fontSize="xs">{t('list.issuedFrom')}</Field.Label>
        <Input
          type="date"
          size="sm"
          value={startDate}
          max={endDate || undefined}
          onChange={(e) => onChange({ startDate: e.currentTarget.value })}
        />
      </Field.Root>
      <Field.Root w="auto">
        <Field.Label fontSize="xs">{t('list.issuedTo')}</Field.Label>
        <Input
          type="date"
          size="sm"
          value={endDate}
          min={startDate || undefined}
          onChange={(e) => onChange({ endDate: e.currentTarget.value })}
        />
      </Field.Root>
    </HStack>
  );
}
