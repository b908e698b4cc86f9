// After payment: the order number, what was paid and with which card (brand, last four), next steps.
import { Box, Button, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/lib/api-contract/order';
import type { PlanId } from '@/lib/catalog/consulting-plans';
import { formatMoney } from '@/lib/money';

export function PaymentConfirmation({ order, planId }: { order: Order; planId: PlanId }) {
  const { t, i18n } = useTranslation('pricing');
  const { t: tp } = useTranslation('payment');
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Move focus to the outcome so keyboard and screen-reader users hear it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack
      gap={6}
      align="center"
      textAlign="center"
      maxW="2xl"
      mx="auto"
      py={{ base: 4, md: 10 }}
      data-testid="payment-confirmation"
    >
      <Icon as={CircleCheck} boxSize={14} color="primary.fg" aria-hidden="true" />
      <Heading
        as="h1"
        size={{ base: '2xl', md: '4xl' }}
        ref={headingRef}
        tabIndex={-1}
        outline="none"
      >
        {t('payment.confirmation.title', { plan: t(`plans.${planId}.name`) })}
      </Heading>
      <Box bg="bg.muted" rounded="xl" px={6} py={5} w="full">
        <Text fontWeight="semibold" fontSize="lg">
          {t('payment.confirmation.order', { number: order.number })}
        </Text>
        <Text>
          {t('payment.confirmation.total', {
            amount: formatMoney(order.total, i18n.language),
          })}
        </Text>
        <Text color="fg.muted">
          {t('payment.confirmation.paidWith', {
            brand: tp(`brands.${order.payment.brand}`, { defaultValue: order.payment.brand }),
            last4: order.payment.last4,
          })}
        </Text>
      </Box>
      <Text color="fg.muted">
        {t('payment.confirmation.receipt', { email: order.billing.email })}
      </Text>
      <Text>{t('payment.confirmation.next')}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
        <Button asChild colorPalette="primary">
          <Link to="/">{t('payment.confirmation.home')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/consulting">{t('payment.confirmation.services')}</Link>
        </Button>
      </Stack>
    </Stack>
  );
}
