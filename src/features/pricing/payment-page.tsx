// /payment: the chosen plan's summary beside billing and card details; once paid, the confirmation.
import { Box, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/lib/api-contract/order';
import { findPlan, type BillingPeriod, type PlanId } from '@/lib/catalog/consulting-plans';
import { PaymentConfirmation } from './components/payment-confirmation';
import { PaymentForm } from './components/payment-form';
import { PaymentSummary } from './components/payment-summary';
import { DEFAULT_PERIOD, DEFAULT_PLAN } from './search';

interface PaymentPageProps {
  planId?: PlanId;
  period?: BillingPeriod;
}

export function PaymentPage({ planId = DEFAULT_PLAN, period = DEFAULT_PERIOD }: PaymentPageProps) {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const [order, setOrder] = useState<Order | null>(null);
  const plan = findPlan(planId) ?? findPlan(DEFAULT_PLAN)!;

  if (order) {
    return (
      <Container maxW="7xl" pb={{ base: 16, md: 24 }}>
        <PaymentConfirmation order={order} planId={plan.id} />
      </Container>
    );
  }

  return (
    <Container maxW="6xl" pb={{ base: 16, md: 24 }}>
      <Stack gap={3} mb={{ base: 8, md: 10 }} maxW="3xl">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
          {t('payment.title')}
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {t('payment.lead')}
        </Text>
      </Stack>
      <Grid
        templateColumns={{ base: '1fr', lg: '1.5fr 1fr' }}
        gap={{ base: 8, lg: 12 }}
        alignItems="start"
      >
        <Box order={{ base: 2, lg: 1 }}>
          <PaymentForm plan={plan} period={period} onPaid={setOrder} />
        </Box>
        <Box order={{ base: 1, lg: 2 }} position={{ lg: 'sticky' }} top={{ lg: '112px' }}>
          <PaymentSummary
            plan={plan}
            period={period}
            onPeriodChange={(next) =>
              void navigate({
                to: '/payment',
                search: { plan: plan.id, period: next },
                replace: true,
                resetScroll: false,
              })
            }
          />
        </Box>
      </Grid>
    </Container>
  );
}
