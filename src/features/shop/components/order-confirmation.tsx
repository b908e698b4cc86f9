// Step 4: the placed order, with its number, total and the card's brand and last four digits.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/lib/api-contract/order';
import { useMoney } from '../use-money';

export function OrderConfirmation({ order }: { order: Order }) {
  const { t } = useTranslation(['shop', 'payment']);
  const money = useMoney();
  return (
    <Stack gap={4} align="flex-start" p={{ base: 6, md: 8 }} bg="primary.subtle" borderRadius="2xl" role="status">
      <CircleCheck size={40} aria-hidden />
      <Heading as="h2" size="xl">
        {t('checkout.confirmation.title')}
      </Heading>
      <Text>{t('checkout.confirmation.text', { number: order.number, total: money(order.total), email: order.billing.email })}</Text>
      <Text color="fg.muted">
        {t('checkout.confirmation.paidWith', {
          brand: t(`brands.${order.payment.brand}`, { ns: 'payment', defaultValue: order.payment.brand }),
          last4: order.payment.last4,
        })}
      </Text>
      <Text color="fg.muted">{t('checkout.confirmation.next')}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3} pt={2}>
        <Button asChild colorPalette="primary">
          <Link to="/product">{t('checkout.confirmation.more')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{t('checkout.confirmation.home')}</Link>
        </Button>
      </Stack>
    </Stack>
  );
}
