// One labelled input of a payment form, bound to react-hook-form through the surrounding
// FormProvider; its validation message (a `payment` locale key) is shown under it.
import { Field, HStack, Input, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useFieldMessage } from './use-field-message';
import { useTranslation } from 'react-i18next';

interface PaymentTextFieldProps extends Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur'> {
  name: string;
  label: string;
  helperText?: ReactNode;
  labelEnd?: ReactNode;
  /** Rewrites what the user typed before it is stored (card number grouping, expiry slash). */
  format?: (value: string) => string;
}

export function PaymentTextField({
  name,
  label,
  helperText,
  labelEnd,
  format,
  required,
  ...inputProps
}: PaymentTextFieldProps) {
  const { t } = useTranslation('payment');
  const { register } = useFormContext();
  const registration = register(name);
  const message = useFieldMessage(name);
  return (
    <Field.Root invalid={Boolean(message)} required={required}>
      {/* Extra content (the card brand) sits beside the label, not in it, so the input's name stays stable. */}
      <HStack justify="space-between" w="full" gap={2}>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        {labelEnd}
      </HStack>
      <Input
        {...inputProps}
        {...registration}
        onChange={(event) => {
          if (format) event.target.value = format(event.target.value);
          return registration.onChange(event);
        }}
      />
      {helperText && !message ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {message ? <Field.ErrorText>{t(message)}</Field.ErrorText> : null}
    </Field.Root>
  );
}
