// The order list's date range (orders placed between two days, inclusive), kept in the URL.
import { Field, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/lib/ui/date-field';

interface OrderDateFilterProps {
  startDate: string;
  endDate: string;
  onChange: (patch: { startDate?: string; endDate?: string }) => void;
}

export function OrderDateFilter({ startDate, endDate, onChange }: OrderDateFilterProps) {
  const { t } = useTranslation('orders');
  return (
    <HStack gap={3} wrap="wrap" align="end">
      <Field.Root w={{ base: 'full', sm: '44' }}>
        <Field.Label fontSize="xs">{t('list.from')}</Field.Label>
        <DateField size="sm" clearable value={startDate} max={endDate || undefined} onChange={(startDate) => onChange({ startDate })} />
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: '44' }}>
        <Field.Label fontSize="xs">{t('list.to')}</Field.Label>
        <DateField size="sm" clearable value={endDate} min={startDate || undefined} onChange={(endDate) => onChange({ endDate })} />
      </Field.Root>
    </HStack>
  );
}
