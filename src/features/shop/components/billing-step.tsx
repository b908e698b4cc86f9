// Step 2: billing details, validated next to each field (payment library's BillingFields).
import { Button, chakra, HStack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@/lib/http/http-error';
import { BillingFields } from '@/lib/payment/billing-fields';
import { billingStepSchema, type BillingStepValues } from '../schemas';

interface BillingStepProps {
  defaultValues: BillingStepValues;
  /** Field errors the server sent back for `billing.*`, shown next to their fields. */
  serverErrors?: FieldErrors;
  onBack: (values: BillingStepValues) => void;
  onContinue: (values: BillingStepValues) => void;
}

export function BillingStep({ defaultValues, serverErrors, onBack, onContinue }: BillingStepProps) {
  const { t } = useTranslation('shop');
  const form = useForm<BillingStepValues>({ resolver: zodResolver(billingStepSchema), defaultValues, mode: 'onTouched' });
  const { setError } = form;
  useEffect(() => {
    Object.entries(serverErrors ?? {}).forEach(([name, message], index) =>
      setError(name as FieldPath<BillingStepValues>, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
  }, [serverErrors, setError]);
  return (
    <FormProvider {...form}>
      <chakra.form noValidate onSubmit={form.handleSubmit(onContinue)} display="flex" flexDirection="column" gap={6}>
        <BillingFields />
        <HStack justify="space-between" gap={3}>
          <Button variant="ghost" onClick={() => onBack(form.getValues())}>
            {t('checkout.back')}
          </Button>
          <Button type="submit" colorPalette="primary" size="lg">
            {t('checkout.toPayment')}
          </Button>
        </HStack>
      </chakra.form>
    </FormProvider>
  );
}
