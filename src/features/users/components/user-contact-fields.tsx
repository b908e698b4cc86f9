// Name, email, phone and country: the fields the user form and the account's general tab share,
// and (name and email only) the quick edit. Rendered as grid cells, so they sit in the caller's
// grid; the caller's form keeps its own schema, server errors and draft.
import { Input } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { FieldErrors, FieldValues, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UserFormValues } from '../schemas';
import { FormField } from '@/lib/form/form-field';
import { UserPhoneField } from './user-phone-field';
import { CountrySelect } from './user-select';

type IdentityValues = Pick<UserFormValues, 'name' | 'email'>;
type ContactValues = IdentityValues &
  Pick<UserFormValues, 'phoneCountry' | 'phoneNumber' | 'country'>;

interface ContactFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  /** Lets the phone field set the dialling code from a pasted international number. */
  setValue?: UseFormSetValue<T>;
  /** false: the fields hold someone else's details, so the browser must not fill them in. */
  autoFill?: boolean;
}

// The overloads check that the caller's form has the fields it asks for; the body then works on
// the shared names (react-hook-form cannot narrow a generic form's names by itself).

/** All four: name, email, phone and country. */
export function UserContactFields<T extends ContactValues>(
  props: ContactFieldsProps<T> & { errors: FieldErrors<ContactValues>; nameAndEmailOnly?: false },
): ReactElement;
/** Name and email only. */
export function UserContactFields<T extends IdentityValues>(
  props: ContactFieldsProps<T> & { errors: FieldErrors<IdentityValues>; nameAndEmailOnly: true },
): ReactElement;
export function UserContactFields({
  register,
  setValue,
  errors,
  autoFill = true,
  nameAndEmailOnly = false,
}: ContactFieldsProps<ContactValues> & {
  errors: FieldErrors<ContactValues>;
  nameAndEmailOnly?: boolean;
}) {
  const { t } = useTranslation('users');
  return (
    <>
      <FormField ns="users" label={t('field.name')} error={errors.name} required>
        <Input {...register('name')} autoComplete={autoFill ? 'name' : 'off'} />
      </FormField>
      <FormField ns="users" label={t('field.email')} error={errors.email} required>
        <Input type="email" {...register('email')} autoComplete={autoFill ? 'email' : 'off'} />
      </FormField>
      {nameAndEmailOnly ? null : (
        <>
          <UserPhoneField register={register} setValue={setValue} errors={errors} />
          <FormField ns="users" label={t('field.country')} error={errors.country} required>
            <CountrySelect {...register('country')} autoComplete="country" />
          </FormField>
        </>
      )}
    </>
  );
}
