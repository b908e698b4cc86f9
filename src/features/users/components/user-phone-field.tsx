// Phone number: the dialling code (from the country list) and the national number, side by side.
// A pasted international number (`+1 415 555 0100`) sets the dialling code from its prefix.
import { Field, HStack, Input } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '@/lib/form/form-field';
import { parseInternationalPhone } from '@/lib/form/international-phone';
import { CountrySelect } from './user-select';

interface PhoneValues {
  phoneCountry: string;
  phoneNumber: string;
}

export function UserPhoneField<T extends PhoneValues>({
  register,
  setValue,
  errors,
}: {
  register: UseFormRegister<T>;
  setValue?: UseFormSetValue<T>;
  errors: FieldErrors<PhoneValues>;
}) {
  const { t } = useTranslation('users');
  const reg = register as unknown as UseFormRegister<PhoneValues>;
  const set = setValue as unknown as UseFormSetValue<PhoneValues> | undefined;
  const error = errors.phoneNumber ?? errors.phoneCountry;
  const message = useFieldMessage(error, 'users');
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
        <Input
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          {...reg('phoneNumber')}
          onPaste={(e) => {
            const select = e.currentTarget.form?.elements.namedItem('phoneCountry');
            const current = select instanceof HTMLSelectElement ? select.value : undefined;
            const parsed = parseInternationalPhone(e.clipboardData.getData('text'), current);
            if (!parsed || !set) return;
            e.preventDefault();
            const options = { shouldDirty: true, shouldValidate: Boolean(error) };
            set('phoneCountry', parsed.country, options);
            set('phoneNumber', parsed.national, options);
          }}
        />
      </HStack>
      {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
    </Field.Root>
  );
}
