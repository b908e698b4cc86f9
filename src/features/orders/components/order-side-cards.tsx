// The order page's side: the customer, the delivery of the data products (formats per tier, and
// download address or warehouse share) and the payment card (brand and last four only; the API
// never holds more, docs/api/order.md).
import { Badge, Card, Flex, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/lib/api-contract/order';
import { placeName } from '@/lib/catalog/place-names';
import { tierLimits, tiers, type DeliveryFormat, type Tier } from '@/lib/catalog/catalog-terms';
import { IdText, isolateLtr, UserText } from '@/lib/ui/user-text';

function Side({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root>
      <Card.Body gap={3}>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Stack gap={1} fontSize="sm">
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The formats the order's data products come in (their tiers' formats); empty for plans. */
function formatsOf(order: Order): DeliveryFormat[] {
  const set = new Set<DeliveryFormat>();
  for (const item of order.items) {
    const tier = item.sku.split(':')[1] as Tier;
    if (!item.sku.startsWith('plan:') && tiers.includes(tier)) tierLimits[tier].formats.forEach((f) => set.add(f));
  }
  return [...set];
}

export function OrderSideCards({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const { billing, delivery, payment } = order;
  const formats = formatsOf(order);
  return (
    <Stack gap={6}>
      <Side title={t('detail.customer')}>
        <UserText fontWeight="semibold">{billing.name}</UserText>
        {billing.company ? <UserText>{billing.company}</UserText> : null}
        <IdText color="fg.muted">{billing.email}</IdText>
        <UserText color="fg.muted">
          {billing.address}, {billing.zip} {placeName(billing.city, billing.country, i18n.language)}
        </UserText>
      </Side>
      <Side title={t('detail.delivery')}>
        {formats.length ? (
          <>
            <Text color="fg.muted">{t('detail.formats')}</Text>
            <Wrap gap={1}>
              {formats.map((format) => (
                <Badge key={format} variant="outline">
                  {t(`format.${format}`)}
                </Badge>
              ))}
            </Wrap>
          </>
        ) : (
          <Text color="fg.muted">{t('detail.noDataProducts')}</Text>
        )}
        {delivery.method === 'download' ? (
          <Text mt={2}>{t('detail.downloadTo', { email: isolateLtr(delivery.email) })}</Text>
        ) : (
          <Text mt={2}>
            {t('detail.shareTo', { warehouse: t(`warehouse.${delivery.warehouse}`), account: isolateLtr(delivery.account) })}
          </Text>
        )}
      </Side>
      <Side title={t('detail.payment')}>
        <Flex justify="space-between">
          <Text>{payment.brand}</Text>
          <IdText fontFamily="mono" aria-label={t('detail.cardEnding', { last4: payment.last4 })}>
            •••• {payment.last4}
          </IdText>
        </Flex>
        <Text color="fg.muted">{t(`period.${order.billingPeriod}`)}</Text>
      </Side>
    </Stack>
  );
}
