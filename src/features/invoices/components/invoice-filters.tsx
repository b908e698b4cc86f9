// The invoice list's own filters: the service line and the issue-date range (both in the URL).
import { HStack, NativeSelect, Field } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { invoiceServiceLines, type InvoiceServiceLine } from '@/lib/api-contract/invoice';
import { DateField } from '@/lib/ui/date-field';

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
      {/* As wide as its longest option: a native select cuts its text mid-word, with no ellipsis
          ("Toutes les lignes de servic" in French at a fixed 14rem). */}
      <Field.Root w={{ base: 'full', sm: 'auto' }} minW={{ sm: '56' }}>
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
      <Field.Root w={{ base: 'full', sm: '44' }}>
        <Field.Label fontSize="xs">{t('list.issuedFrom')}</Field.Label>
        <DateField
          size="sm"
          clearable
          value={startDate}
          max={endDate || undefined}
          onChange={(startDate) => onChange({ startDate })}
        />
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: '44' }}>
        <Field.Label fontSize="xs">{t('list.issuedTo')}</Field.Label>
        <DateField
          size="sm"
          clearable
          value={endDate}
          min={startDate || undefined}
          onChange={(endDate) => onChange({ endDate })}
        />
      </Field.Root>
    </HStack>
  );
}
