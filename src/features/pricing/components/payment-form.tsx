// Billing details and card for a plan; on submit the order is posted with the card's brand and
// last four digits only. Server field errors land on their fields; the user's typing is kept.
import { Alert, Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Order } from '@/lib/api-contract/order';
import { planSku, type BillingPeriod, type ConsultingPlan } from '@/lib/catalog/consulting-plans';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { isHttpError } from '@/lib/http/http-error';
import { BillingFields } from '@/lib/payment/billing-fields';
import { useAuth } from '@/lib/session/use-auth';
import { cardReceipt } from '@/lib/payment/card-validation';
import { CardFields } from '@/lib/payment/card-fields';
import { billingSchema, cardSchema, emptyBilling, emptyCard } from '@/lib/payment/payment-schemas';
import { useCreateOrder } from '@/lib/api/create-order';
import { formatMoney } from '@/lib/money';
import { planTotals } from '../plan-totals';
import { errorText } from '@/lib/http/error-text';

const paymentFormSchema = z.object({ billing: billingSchema, card: cardSchema });
type PaymentFormValues = z.infer<typeof paymentFormSchema>;

interface PaymentFormProps {
  plan: ConsultingPlan;
  period: BillingPeriod;
  onPaid: (order: Order) => void;
}

export function PaymentForm({ plan, period, onPaid }: PaymentFormProps) {
  const { t, i18n } = useTranslation('pricing');
  const { user } = useAuth();
  const form = useForm<PaymentFormValues>({
    resolver: zodResolver(paymentFormSchema),
    // A signed-in buyer starts with their name and email filled in.
    defaultValues: {
      billing: { ...emptyBilling, name: user?.displayName ?? '', email: user?.email ?? '' },
      card: emptyCard,
    },
    mode: 'onTouched',
  });
  const createOrder = useCreateOrder();
  const { total, subtotal } = planTotals(plan, period);

  const onSubmit = form.handleSubmit((values) => {
    createOrder.mutate(
      {
        source: 'pricing',
        billingPeriod: period,
        items: [
          {
            sku: planSku(plan.id, period),
            name: t(`plans.${plan.id}.name`),
            quantity: 1,
            unitPrice: subtotal,
          },
        ],
        billing: { ...values.billing, company: values.billing.company || undefined },
        payment: cardReceipt(values.card.cardNumber),
      },
      {
        onSuccess: (order) => {
          form.reset({ billing: values.billing, card: emptyCard });
          onPaid(order);
        },
        // Billing errors go on their fields; the alert below counts and lists the rest.
        onError: (error) => void applyServerErrors(error, form.setError, { fields: ['billing'] }),
      },
    );
  });

  const fieldErrorCount =
    createOrder.error && isHttpError(createOrder.error)
      ? Object.keys(createOrder.error.fieldErrors).length
      : 0;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label={t('payment.title')}>
        <Stack gap={8}>
          <BillingFields />
          <CardFields />
          {createOrder.isError ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('payment.errorTitle')}</Alert.Title>
                <Alert.Description>
                  {fieldErrorCount > 0 ? t('payment.errorFields') : errorText(createOrder.error)}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <Button
            type="submit"
            colorPalette="primary"
            size="lg"
            loading={createOrder.isPending}
            loadingText={t('payment.submitting')}
          >
            {t('payment.submit', {
              amount: formatMoney(total, i18n.language),
            })}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}
