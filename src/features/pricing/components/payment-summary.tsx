// The chosen plan on /payment: name, period (switchable), what it includes, subtotal, VAT and total.
import { Box, Button, Card, Heading, HStack, List, Separator, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ORDER_TAX_RATE } from '@/lib/api-contract/order';
import { type BillingPeriod, type ConsultingPlan } from '@/lib/catalog/consulting-plans';
import { formatPercent } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import { planTotals } from '../plan-totals';
import { PricingPeriodSwitch } from './pricing-period-switch';

interface PaymentSummaryProps {
  plan: ConsultingPlan;
  period: BillingPeriod;
  onPeriodChange: (period: BillingPeriod) => void;
}

export function PaymentSummary({ plan, period, onPeriodChange }: PaymentSummaryProps) {
  const { t, i18n } = useTranslation('pricing');
  const name = t(`plans.${plan.id}.name`);
  const highlights = t(`plans.${plan.id}.highlights`, { returnObjects: true }) as string[];
  const { subtotal, tax, total } = planTotals(plan, period);
  const money = (amount: number) => formatMoney(amount, i18n.language);

  return (
    <Card.Root as="section" aria-labelledby="payment-summary" variant="subtle" bg="bg.muted">
      <Card.Body gap={5}>
        <Heading as="h2" id="payment-summary" size="lg">
          {t('payment.summary.title')}
        </Heading>
        <Stack gap={1}>
          <HStack justify="space-between" align="baseline" gap={3}>
            <Text fontSize="xl" fontWeight="semibold">
              {t('payment.summary.plan', { plan: name })}
            </Text>
            <Button
              asChild
              variant="plain"
              size="sm"
              colorPalette="primary"
              px={0}
              textDecoration="underline"
            >
              <Link to="/pricing" search={{ period }}>
                {t('payment.summary.change')}
              </Link>
            </Button>
          </HStack>
          <Text color="fg.muted">{t(`plans.${plan.id}.tagline`)}</Text>
        </Stack>
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb={2}>
            {t('payment.summary.period')}
          </Text>
          <PricingPeriodSwitch value={period} onChange={onPeriodChange} justify="flex-start" />
        </Box>
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb={2}>
            {t('payment.summary.includes')}
          </Text>
          <List.Root gap={1.5} variant="plain" fontSize="sm">
            {highlights.map((item) => (
              <List.Item key={item} alignItems="flex-start">
                <List.Indicator asChild color="primary.fg" mt="3px">
                  <Check size={14} aria-hidden="true" />
                </List.Indicator>
                {item}
              </List.Item>
            ))}
          </List.Root>
        </Box>
        <Separator />
        <Stack gap={2} as="dl">
          <HStack justify="space-between">
            <Text as="dt" color="fg.muted">
              {t('payment.summary.subtotal')} ·{' '}
              {period === 'monthly'
                ? t('payment.summary.billedMonthly')
                : t('payment.summary.billedYearly')}
            </Text>
            <Text as="dd">{money(subtotal)}</Text>
          </HStack>
          <HStack justify="space-between">
            <Text as="dt" color="fg.muted">
              {t('payment.summary.vat', { rate: formatPercent(ORDER_TAX_RATE * 100, i18n.language) })}
            </Text>
            <Text as="dd">{money(tax)}</Text>
          </HStack>
          <HStack justify="space-between" fontSize="lg" fontWeight="bold">
            <Text as="dt">{t('payment.summary.total')}</Text>
            <Text as="dd" data-testid="payment-total">
              {money(total)}
            </Text>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
