// Step 3: the card. The number is validated (Luhn, length, expiry, CVC) in the browser and never
// leaves it: the order carries only the card brand and its last four digits. Server field
// errors on billing send the user back to that step; other failures show here.
import { Alert, Button, chakra, HStack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CardFields } from '@/lib/payment/card-fields';
import { cardReceipt } from '@/lib/payment/card-validation';
import { emptyPaymentStep, paymentStepSchema, type PaymentStepValues } from '../schemas';

interface PaymentStepProps {
  totalLabel: string;
  pending: boolean;
  error: string | null;
  onBack: () => void;
  onPay: (payment: { brand: string; last4: string }) => void;
}

export function PaymentStep({ totalLabel, pending, error, onBack, onPay }: PaymentStepProps) {
  const { t } = useTranslation('shop');
  const form = useForm<PaymentStepValues>({ resolver: zodResolver(paymentStepSchema), defaultValues: emptyPaymentStep, mode: 'onTouched' });
  return (
    <FormProvider {...form}>
      <chakra.form
        noValidate
        onSubmit={form.handleSubmit((values) => onPay(cardReceipt(values.card.cardNumber)))}
        display="flex"
        flexDirection="column"
        gap={6}
      >
        <CardFields />
        {error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : null}
        <HStack justify="space-between" gap={3}>
          <Button variant="ghost" onClick={onBack} disabled={pending}>
            {t('checkout.back')}
          </Button>
          <Button type="submit" colorPalette="primary" size="lg" loading={pending} loadingText={t('checkout.placing')}>
            {t('checkout.placeOrder', { total: totalLabel })}
          </Button>
        </HStack>
      </chakra.form>
    </FormProvider>
  );
}
