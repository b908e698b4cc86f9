// /product/checkout (docs/product-rules.md#shop): cart → billing → payment → confirmation. The cart lives in
// localStorage; the billing details stay in memory; the card never leaves its form. Placing the
// order POSTs it to the API, empties the cart and shows the confirmation.
import { Box, Button, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateOrderInput, Order } from '@/lib/api-contract/order';
import { priceCart, type BillingPeriod } from '@/lib/catalog/cart-pricing';
import { useCartStore } from '@/lib/catalog/cart-store';
import { findDataProduct, productSku } from '@/lib/catalog/data-products';
import { isHttpError, type FieldErrors } from '@/lib/http/http-error';
import { useCreateOrder } from '@/lib/api/create-order';
import { BillingStep } from './components/billing-step';
import { CartStep } from './components/cart-step';
import { CheckoutSteps } from './components/checkout-steps';
import { OrderConfirmation } from './components/order-confirmation';
import { OrderSummary } from './components/order-summary';
import { PaymentStep } from './components/payment-step';
import { emptyBillingStep, type BillingStepValues, type CheckoutStep } from './schemas';
import { useMoney } from '@/lib/money';

export function CheckoutPage() {
  const { t } = useTranslation('shop');
  const money = useMoney();
  const lines = useCartStore((s) => s.lines);
  const clearCart = useCartStore((s) => s.clear);
  const removeLine = useCartStore((s) => s.remove);
  const [step, setStep] = useState<CheckoutStep>('cart');
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const [billing, setBilling] = useState<BillingStepValues>(emptyBillingStep);
  const [billingErrors, setBillingErrors] = useState<FieldErrors>({});
  const [order, setOrder] = useState<Order | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const createOrder = useCreateOrder();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const priced = priceCart(lines, period);

  // A stored line whose product has left the catalogue is dropped from the cart.
  useEffect(() => {
    lines.filter((line) => !findDataProduct(line.slug)).forEach((line) => removeLine(line.slug, line.tier));
  }, [lines, removeLine]);

  // Each step change moves focus to the step's heading, so screen readers hear where they are.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, [step]);

  const pay = async (payment: { brand: string; last4: string }) => {
    setPayError(null);
    const input: CreateOrderInput = {
      source: 'shop',
      items: priced.lines.map((line) => ({
        sku: productSku(line.slug, line.tier),
        name: `${line.name} (${t(`tiers.${line.tier}`, { lng: 'en' })})`,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
      })),
      billing: { ...billing.billing, company: billing.billing.company?.trim() || undefined },
      billingPeriod: period,
      payment,
    };
    try {
      const placed = await createOrder.mutateAsync(input);
      setOrder(placed);
      clearCart();
      setStep('confirmation');
    } catch (error) {
      const fieldErrors = isHttpError(error) ? error.fieldErrors : {};
      const billingFieldErrors = Object.fromEntries(Object.entries(fieldErrors).filter(([key]) => key.startsWith('billing.')));
      if (Object.keys(billingFieldErrors).length > 0) {
        setBillingErrors(billingFieldErrors);
        setStep('billing');
      } else {
        setPayError(t('checkout.errors.generic'));
      }
    }
  };

  const heading = (
    <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb={6} ref={headingRef} tabIndex={-1} outline="none">
      {t('checkout.title')}
      {step !== 'cart' ? <Box as="span" srOnly>{` – ${t(`checkout.steps.${step}`)}`}</Box> : null}
    </Heading>
  );

  if (step !== 'confirmation' && priced.lines.length === 0) {
    return (
      <Container maxW="3xl">
        {heading}
        <Stack gap={4} align="flex-start" p={8} bg="bg.subtle" borderRadius="xl">
          <Heading as="h2" size="lg">
            {t('checkout.empty.title')}
          </Heading>
          <Text color="fg.muted">{t('checkout.empty.text')}</Text>
          <Button asChild colorPalette="primary">
            <Link to="/product">{t('checkout.empty.button')}</Link>
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container maxW="6xl">
      {heading}
      <CheckoutSteps current={step} />
      {step === 'confirmation' && order ? (
        <OrderConfirmation order={order} />
      ) : (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.6fr) minmax(0, 1fr)' }} gap={{ base: 8, lg: 12 }} alignItems="start">
          <Box>
            {step === 'cart' ? (
              <CartStep priced={priced} period={period} onPeriodChange={setPeriod} onContinue={() => setStep('billing')} />
            ) : null}
            {step === 'billing' ? (
              <BillingStep
                defaultValues={billing}
                serverErrors={billingErrors}
                onBack={(values) => {
                  setBilling(values);
                  setStep('cart');
                }}
                onContinue={(values) => {
                  setBilling(values);
                  setBillingErrors({});
                  setStep('payment');
                }}
              />
            ) : null}
            {step === 'payment' ? (
              <PaymentStep
                totalLabel={money(priced.total)}
                pending={createOrder.isPending}
                error={payError}
                onBack={() => setStep('billing')}
                onPay={(payment) => void pay(payment)}
              />
            ) : null}
          </Box>
          <OrderSummary priced={priced} />
        </Grid>
      )}
    </Container>
  );
}
