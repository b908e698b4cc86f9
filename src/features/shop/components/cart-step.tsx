// Step 1: the cart. Change the number of subscriptions, remove a line, pick the billing period.
import { Box, Button, HStack, IconButton, Input, RadioGroup, Stack, Table, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BillingPeriod, priceCart } from '@/lib/catalog/cart-pricing';
import { MAX_SEATS_PER_LINE, useCartStore } from '@/lib/catalog/cart-store';
import { useMoney } from '@/lib/money';

interface CartStepProps {
  priced: ReturnType<typeof priceCart>;
  period: BillingPeriod;
  onPeriodChange: (period: BillingPeriod) => void;
  onContinue: () => void;
}

export function CartStep({ priced, period, onPeriodChange, onContinue }: CartStepProps) {
  const { t } = useTranslation('shop');
  const money = useMoney();
  const setQuantity = useCartStore((s) => s.setQuantity);
  const remove = useCartStore((s) => s.remove);
  return (
    <Stack gap={6}>
      <Table.ScrollArea borderWidth="1px" borderColor="border" borderRadius="xl" tabIndex={0} aria-label={t('checkout.cartTable')}>
        <Table.Root size="md" minW="420px">
          <Table.Caption srOnly>{t('checkout.cartTable')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('checkout.item')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('checkout.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('checkout.total')}</Table.ColumnHeader>
              <Table.ColumnHeader w="12">
                <Box srOnly>{t('checkout.removeColumn')}</Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {priced.lines.map((line) => {
              const tierName = t(`tiers.${line.tier}`);
              return (
                <Table.Row key={`${line.slug}:${line.tier}`}>
                  <Table.Cell>
                    <Text fontWeight="semibold" dir="ltr" textAlign="start">
                      {line.name}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {tierName} · {t(period === 'yearly' ? 'perYear' : 'perMonth', { price: money(line.unitPrice) })}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <Input
                      type="number"
                      min={1}
                      max={MAX_SEATS_PER_LINE}
                      w="20"
                      size="sm"
                      value={line.quantity}
                      aria-label={t('checkout.quantityOf', { name: line.name, tier: tierName })}
                      onChange={(event) => {
                        const value = event.target.valueAsNumber;
                        if (Number.isFinite(value)) setQuantity(line.slug, line.tier, value);
                      }}
                    />
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="medium">
                    {money(line.lineTotal)}
                  </Table.Cell>
                  <Table.Cell>
                    <IconButton
                      variant="ghost"
                      size="sm"
                      aria-label={t('checkout.remove', { name: line.name, tier: tierName })}
                      onClick={() => remove(line.slug, line.tier)}
                    >
                      <Trash2 />
                    </IconButton>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <RadioGroup.Root
        value={period}
        onValueChange={(details) => onPeriodChange(details.value === 'yearly' ? 'yearly' : 'monthly')}
        colorPalette="primary"
        aria-labelledby="billing-period-label"
      >
        <Text id="billing-period-label" fontWeight="semibold" mb={2}>
          {t('checkout.period')}
        </Text>
        <HStack gap={6} flexWrap="wrap">
          {(['monthly', 'yearly'] as const).map((value) => (
            <RadioGroup.Item key={value} value={value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(`checkout.${value}`)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      <Button colorPalette="primary" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-end' }} onClick={onContinue}>
        {t('checkout.continue')}
      </Button>
    </Stack>
  );
}
