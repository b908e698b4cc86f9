// Phone number: the dialling code (from the country list) and the national number, side by side.
import { Field, HStack, Input } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from './user-select';

interface PhoneValues {
  phoneCountry: string;
  phoneNumber: string;
}

export function UserPhoneField<T extends PhoneValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<PhoneValues>;
}) {
  const { t } = useTranslation('users');
  const reg = register as unknown as UseFormRegister<PhoneValues>;
  const error = errors.phoneNumber ?? errors.phoneCountry;
  const message = error?.message
    ? error.type === 'server'
      ? error.message
      : t(error.message)
    : null;
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {t('field.phone')}
        <Field.RequiredIndicator />
      </Field.Label>
      <HStack gap={2} w="full" align="start" dir="ltr">
        <Field.Root w="36" flexShrink={0} invalid={Boolean(errors.phoneCountry)}>
          <CountrySelect dialCode aria-label={t('field.phoneCountry')} {...reg('phoneCountry')} />
        </Field.Root>
        <Input type="tel" autoComplete="tel-national" inputMode="tel" {...reg('phoneNumber')} />
      </HStack>
      {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
    </Field.Root>
  );
}
