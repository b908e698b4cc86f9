// Step 4: the placed order, with its number, total and the card's brand and last four digits.
import { Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/lib/api-contract/order';
import { CtaBand } from '@/lib/ui/cta-band';
import { useMoney } from '@/lib/money';

export function OrderConfirmation({ order }: { order: Order }) {
  const { t } = useTranslation(['shop', 'payment']);
  const money = useMoney();
  return (
    <CtaBand
      layout="stacked"
      role="status"
      align="flex-start"
      p={{ base: 6, md: 8 }}
      icon={<CircleCheck size={40} aria-hidden />}
      title={t('checkout.confirmation.title')}
      primary={<Link to="/product">{t('checkout.confirmation.more')}</Link>}
      secondary={<Link to="/">{t('checkout.confirmation.home')}</Link>}
    >
      <Text>
        {t('checkout.confirmation.text', {
          number: order.number,
          total: money(order.total),
          email: order.billing.email,
        })}
      </Text>
      <Text color="fg.muted">
        {t('checkout.confirmation.paidWith', {
          brand: t(`brands.${order.payment.brand}`, {
            ns: 'payment',
            defaultValue: order.payment.brand,
          }),
          last4: order.payment.last4,
        })}
      </Text>
      <Text color="fg.muted">{t('checkout.confirmation.next')}</Text>
    </CtaBand>
  );
}
