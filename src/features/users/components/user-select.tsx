// Native selects for the user's role, status and country (native: fast, accessible, mobile-friendly).
import { NativeSelect } from '@chakra-ui/react';
import { forwardRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { countriesForPicker, countryName } from '@/lib/catalog/countries';
import { userRoles, userStatuses } from '@/lib/api-contract/user';

type FieldProps = ComponentProps<typeof NativeSelect.Field>;

export const RoleSelect = forwardRef<HTMLSelectElement, FieldProps>(
  function RoleSelect(props, ref) {
    const { t } = useTranslation('users');
    return (
      <NativeSelect.Root>
        <NativeSelect.Field ref={ref} {...props}>
          {userRoles.map((role) => (
            <option key={role} value={role}>
              {t(`role.${role}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  },
);

export const StatusSelect = forwardRef<HTMLSelectElement, FieldProps>(
  function StatusSelect(props, ref) {
    const { t } = useTranslation('users');
    return (
      <NativeSelect.Root>
        <NativeSelect.Field ref={ref} {...props}>
          {userStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  },
);

/** Countries, suggested first; with `dialCode`, each option shows its dialling code. */
export const CountrySelect = forwardRef<HTMLSelectElement, FieldProps & { dialCode?: boolean }>(
  function CountrySelect({ dialCode, ...props }, ref) {
    const { t, i18n } = useTranslation('users');
    return (
      <NativeSelect.Root>
        <NativeSelect.Field ref={ref} {...props}>
          {dialCode ? null : <option value="">{t('form.chooseCountry')}</option>}
          {countriesForPicker().map((country) => (
            <option key={country.code} value={country.code}>
              {dialCode
                ? `${country.code} +${country.phone}`
                : countryName(country.code, i18n.language)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  },
);
