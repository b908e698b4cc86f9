// The salary: negotiable or a range, with its currency and period; "max ≥ min" shows under the
// maximum (the client's check and the server's land on the same field).
import { Input, NativeSelect, SimpleGrid, Stack, Switch } from '@chakra-ui/react';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { salaryCurrencies, salaryPeriods } from '@/lib/api-contract/job';
import { FormField } from '@/lib/form/form-field';
import type { JobFormValues } from '../schemas';

interface Props {
  control: Control<JobFormValues>;
  register: UseFormRegister<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
}

export function JobSalaryFields({ control, register, errors }: Props) {
  const { t } = useTranslation('jobs');
  const type = useWatch({ control, name: 'salary.type' });
  const negotiable = type === 'negotiable';
  return (
    <Stack gap={4}>
      <Controller
        control={control}
        name="salary.type"
        render={({ field }) => (
          <Switch.Root
            checked={field.value === 'negotiable'}
            onCheckedChange={(e) => field.onChange(e.checked ? 'negotiable' : 'range')}
            colorPalette="primary"
          >
            <Switch.HiddenInput onBlur={field.onBlur} />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{t('field.negotiable')}</Switch.Label>
          </Switch.Root>
        )}
      />
      {negotiable ? null : (
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap={4}>
          <FormField ns="jobs" label={t('field.salaryMin')} error={errors.salary?.min} required>
            <Input type="number" inputMode="numeric" min={0} {...register('salary.min', { valueAsNumber: true })} />
          </FormField>
          <FormField ns="jobs" label={t('field.salaryMax')} error={errors.salary?.max} required>
            <Input type="number" inputMode="numeric" min={0} {...register('salary.max', { valueAsNumber: true })} />
          </FormField>
          <FormField ns="jobs" label={t('field.currency')} error={errors.salary?.currency}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('salary.currency')}>
                {salaryCurrencies.map((c) => (
                  <option key={c} value={c}>
                    {t(`currency.${c}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField ns="jobs" label={t('field.period')} error={errors.salary?.period}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('salary.period')}>
                {salaryPeriods.map((p) => (
                  <option key={p} value={p}>
                    {t(`period.${p}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
      )}
    </Stack>
  );
}
