// An order's items with their amounts: under a row of the list, and on the order page with the
// subtotal, VAT and total the API computed.
import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ORDER_TAX_RATE, type Order } from '@/lib/api-contract/order';
import { useFormat } from '@/lib/format';
import { fromCents, multiplyCents, toCents, useMoney } from '@/lib/money';
import { UserText } from '@/lib/ui/user-text';

export function OrderItemsTable({ order, withTotals = false }: { order: Order; withTotals?: boolean }) {
  const { t } = useTranslation('orders');
  const money = useMoney();
  const amount = (euros: number) => money(euros, { fractionDigits: 2 });
  const format = useFormat();
  const figures = [
    ['totals.subtotal', order.subtotal],
    ['totals.tax', order.tax],
    ['totals.total', order.total],
  ] as const;
  return (
    <Table.Root size="sm" aria-label={t('detail.itemsOf', { number: order.number })}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('field.product')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('field.quantity')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('field.unitPrice')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('field.amount')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {order.items.map((item) => (
          <Table.Row key={item.sku}>
            <Table.Cell>
              <UserText fontWeight="medium">{item.name}</UserText>
              <Text fontSize="xs" color="fg.muted">
                {t(`period.${order.billingPeriod}`)}
              </Text>
            </Table.Cell>
            <Table.Cell textAlign="end">{format.number(item.quantity)}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {amount(item.unitPrice)}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {amount(fromCents(multiplyCents(toCents(item.unitPrice), item.quantity)))}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
      {withTotals ? (
        <Table.Footer>
          {figures.map(([key, value]) => (
            <Table.Row key={key}>
              <Table.Cell colSpan={3} textAlign="end" fontWeight={key === 'totals.total' ? 'semibold' : undefined}>
                {t(key, { rate: format.percent(ORDER_TAX_RATE * 100) })}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight={key === 'totals.total' ? 'semibold' : undefined}>
                {amount(value)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Footer>
      ) : null}
    </Table.Root>
  );
}
