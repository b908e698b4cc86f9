// The job's department and experience level: two native selects (fast, accessible, mobile-friendly).
import { Grid, NativeSelect } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { experienceLevels, jobDepartments } from '@/lib/api-contract/job';
import { FormField } from '@/lib/form/form-field';
import type { JobFormValues } from '../schemas';

export function JobKindFields({ register, errors }: { register: UseFormRegister<JobFormValues>; errors: FieldErrors<JobFormValues> }) {
  const { t } = useTranslation('jobs');
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={5}>
      <FormField ns="jobs" label={t('field.department')} error={errors.department} required>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('department')}>
            {jobDepartments.map((d) => (
              <option key={d} value={d}>
                {t(`department.${d}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField ns="jobs" label={t('field.experience')} error={errors.experience} required>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('experience')}>
            {experienceLevels.map((e) => (
              <option key={e} value={e}>
                {t(`experience.${e}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Grid>
  );
}
