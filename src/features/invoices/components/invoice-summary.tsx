// The figures over the invoice list: count and amount per status and in all, as the API computed
// them over the current search and filters (docs/api/crud-groups.md#invoice). A figure is a button
// that opens its status tab.
import { Box, Button, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatus, InvoiceSummary as Summary } from '@/lib/api-contract/invoice';
import { useFormat } from '@/lib/format';
import { useMoney } from '@/lib/money';
import { statusPalette } from '@/lib/status/record-status';
import { useStatusLabel } from '@/lib/status/status-badge';

const groups = ['all', 'paid', 'pending', 'overdue', 'draft'] as const;

interface InvoiceSummaryProps {
  summary: Summary | undefined;
  value: 'all' | InvoiceStatus;
  onSelect: (status: 'all' | InvoiceStatus) => void;
}

export function InvoiceSummary({ summary, value, onSelect }: InvoiceSummaryProps) {
  const { t } = useTranslation('invoices');
  const statusLabel = useStatusLabel();
  const format = useFormat();
  const money = useMoney();
  return (
    <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap={3} aria-label={t('summary.label')} role="group">
      {groups.map((group) => {
        const figure = summary?.[group];
        return (
          <Button
            key={group}
            variant="outline"
            h="auto"
            py={3}
            px={4}
            justifyContent="start"
            textAlign="start"
            colorPalette={statusPalette('invoice', group)}
            aria-pressed={value === group}
            borderColor={value === group ? 'colorPalette.solid' : undefined}
            onClick={() => onSelect(group)}
            gridColumn={group === 'all' ? { base: 'span 2', md: 'auto' } : undefined}
          >
            <Box minW={0} w="full">
              <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                {group === 'all' ? t('summary.all') : statusLabel('invoice', group)}
              </Text>
              {figure ? (
                <>
                  <Text fontSize="lg" fontWeight="semibold" color="fg" truncate>
                    {money(figure.amount, { fractionDigits: 2 })}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                    {t('summary.count', { count: figure.count, formatted: format.number(figure.count) })}
                  </Text>
                </>
              ) : (
                <Skeleton h="10" mt={1} />
              )}
            </Box>
          </Button>
        );
      })}
    </SimpleGrid>
  );
}
