// Company, role and status: where the user works and what they may do here. Shared by the user
// form and the quick edit; rendered as grid cells of the caller's grid.
import { Input } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UserFormValues } from '../schemas';
import { FormField } from '@/lib/form/form-field';
import { RoleSelect, StatusSelect } from './user-select';

type RoleValues = Pick<UserFormValues, 'company' | 'role' | 'status'>;

export function UserRoleFields<T extends RoleValues>({
  register,
  errors,
  autoFill = true,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<RoleValues>;
  /** false: someone else's company, which the browser must not fill in from the user's own. */
  autoFill?: boolean;
}) {
  const { t } = useTranslation('users');
  // One cast: react-hook-form cannot narrow a generic form's field names to these three.
  const reg = register as unknown as UseFormRegister<RoleValues>;
  return (
    <>
      <FormField ns="users" label={t('field.company')} error={errors.company} required>
        <Input {...reg('company')} autoComplete={autoFill ? 'organization' : undefined} />
      </FormField>
      <FormField ns="users" label={t('field.role')} error={errors.role} required>
        <RoleSelect {...reg('role')} />
      </FormField>
      <FormField ns="users" label={t('field.status')} error={errors.status} required>
        <StatusSelect {...reg('status')} />
      </FormField>
    </>
  );
}
