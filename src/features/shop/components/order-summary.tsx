// The priced cart beside every checkout step: lines, subtotal, VAT and total.
import { Box, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { priceCart } from '@/lib/catalog/cart-pricing';
import { useFormat } from '@/lib/format';
import { useMoney } from '@/lib/money';

export function OrderSummary({ priced }: { priced: ReturnType<typeof priceCart> }) {
  const { t } = useTranslation('shop');
  const money = useMoney();
  const format = useFormat();
  return (
    <Box as="section" aria-labelledby="order-summary" p={6} bg="bg.subtle" borderRadius="xl" position={{ lg: 'sticky' }} top={{ lg: '96px' }}>
      <Heading as="h2" id="order-summary" size="md" mb={4}>
        {t('checkout.summary')}
      </Heading>
      <Stack gap={3} fontSize="sm">
        {priced.lines.map((line) => (
          <HStack key={`${line.slug}:${line.tier}`} justify="space-between" align="flex-start" gap={4}>
            <Text>
              <span dir="ltr">{line.name}</span> · {t(`tiers.${line.tier}`)} × {line.quantity}
            </Text>
            <Text fontWeight="medium" whiteSpace="nowrap">
              {money(line.lineTotal)}
            </Text>
          </HStack>
        ))}
        <Separator />
        <HStack justify="space-between">
          <Text color="fg.muted">{t('checkout.subtotal')}</Text>
          <Text>{money(priced.subtotal)}</Text>
        </HStack>
        <HStack justify="space-between">
          <Text color="fg.muted">{t('checkout.tax', { rate: format.percent(priced.taxRate * 100) })}</Text>
          <Text>{money(priced.tax)}</Text>
        </HStack>
        <Separator />
        <HStack justify="space-between" fontSize="md" fontWeight="bold">
          <Text>{t('checkout.grandTotal')}</Text>
          <Text data-testid="order-total">{money(priced.total)}</Text>
        </HStack>
      </Stack>
    </Box>
  );
}
