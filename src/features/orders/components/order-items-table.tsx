// An order's items with their amounts: under a row of the list, and on the order page with the
// subtotal, VAT and total the API computed.
import { Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ORDER_TAX_RATE, type Order } from '@/lib/api-contract/order';
import { tierLineText } from '@/lib/catalog/billed-services';
import { useFormat } from '@/lib/format';
import { fromCents, multiplyCents, toCents, useMoney } from '@/lib/money';
import { SummaryFigure } from '@/lib/ui/summary-figure';
import { UserText } from '@/lib/ui/user-text';

export function OrderItemsTable({
  order,
  withTotals = false,
}: {
  order: Order;
  withTotals?: boolean;
}) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const amount = (euros: number) => money(euros, { fractionDigits: 2 });
  const format = useFormat();
  const figures = [
    ['totals.subtotal', order.subtotal],
    ['totals.tax', order.tax],
    ['totals.total', order.total],
  ] as const;
  const table = (
    <Table.Root size="sm" aria-label={t('detail.itemsOf', { number: order.number })}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('field.product')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end" hideBelow="sm">
            {t('field.quantity')}
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end" hideBelow="sm">
            {t('field.unitPrice')}
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('field.amount')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {order.items.map((item) => (
          <Table.Row key={item.sku}>
            <Table.Cell minW={{ base: '0', sm: '48' }} whiteSpace="normal">
              <UserText fontWeight="medium">{tierLineText(item.name, (tier) => t(`tier.${tier}`))}</UserText>
              <Text fontSize="xs" color="fg.muted">
                {t(`period.${order.billingPeriod}`)}
              </Text>
              {/* On a phone the quantity and unit price go under the product, as on an invoice. */}
              <Text fontSize="xs" color="fg.muted" hideFrom="sm">
                {format.number(item.quantity)} × {amount(item.unitPrice)}
              </Text>
            </Table.Cell>
            <Table.Cell textAlign="end" hideBelow="sm">
              {format.number(item.quantity)}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap" hideBelow="sm">
              {amount(item.unitPrice)}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {amount(fromCents(multiplyCents(toCents(item.unitPrice), item.quantity)))}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
  if (!withTotals) return table;
  return (
    <Stack gap={4}>
      {table}
      <Stack gap={2} w={{ base: 'full', sm: '72' }} alignSelf="flex-end" data-testid="order-totals">
        {figures.map(([key, value]) => (
          <SummaryFigure
            key={key}
            label={t(key, { rate: format.percent(ORDER_TAX_RATE * 100) })}
            value={amount(value)}
            strong={key === 'totals.total'}
          />
        ))}
      </Stack>
    </Stack>
  );
}
