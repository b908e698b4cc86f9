// The order list's date range (orders placed between two days, inclusive), kept in the URL.
import { Field, HStack, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface OrderDateFilterProps {
  startDate: string;
  endDate: string;
  onChange: (patch: { startDate?: string; endDate?: string }) => void;
}

export function OrderDateFilter({ startDate, endDate, onChange }: OrderDateFilterProps) {
  const { t } = useTranslation('orders');
  return (
    <HStack gap={3} wrap="wrap" align="end">
      <Field.Root w="auto">
        <Field.Label fontSize="xs">{t('list.from')}</Field.Label>
        <Input type="date" size="sm" value={startDate} max={endDate || undefined} onChange={(e) => onChange({ startDate: e.currentTarget.value })} />
      </Field.Root>
      <Field.Root w="auto">
        <Field.Label fontSize="xs">{t('list.to')}</Field.Label>
        <Input type="date" size="sm" value={endDate} min={startDate || undefined} onChange={(e) => onChange({ endDate: e.currentTarget.value })} />
      </Field.Root>
    </HStack>
  );
}
