// The tour's guides: one row (name, role, email) per guide, added and removed in place.
import { Button, Fieldset, IconButton, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, useFieldMessage } from '@/lib/form/form-field';
import type { TourFormValues } from '../schemas';

interface Props {
  control: Control<TourFormValues>;
  register: UseFormRegister<TourFormValues>;
  errors: FieldErrors<TourFormValues>;
}

export function TourGuidesField({ control, register, errors }: Props) {
  const { t } = useTranslation('tours');
  const { fields, append, remove } = useFieldArray({ control, name: 'guides' });
  const listMessage = useFieldMessage(errors.guides?.root ?? (errors.guides?.message ? errors.guides : undefined), 'tours');
  return (
    <Fieldset.Root invalid={Boolean(listMessage)}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium" color="fg">
        {t('field.guides')}
      </Fieldset.Legend>
      <Stack gap={4} mt={2}>
        {fields.map((field, index) => {
          const n = index + 1;
          return (
            <SimpleGrid key={field.id} columns={{ base: 1, md: 3 }} gap={3} alignItems="end" templateColumns={{ md: '1fr 1fr 1fr auto' }}>
              <FormField ns="tours" label={t('form.guideName', { n })} error={errors.guides?.[index]?.name} required>
                <Input {...register(`guides.${index}.name`)} autoComplete="off" />
              </FormField>
              <FormField ns="tours" label={t('form.guideRole', { n })} error={errors.guides?.[index]?.role}>
                <Input {...register(`guides.${index}.role`)} autoComplete="off" />
              </FormField>
              <FormField ns="tours" label={t('form.guideEmail', { n })} error={errors.guides?.[index]?.email} required>
                <Input type="email" {...register(`guides.${index}.email`)} autoComplete="off" />
              </FormField>
              <IconButton
                variant="ghost"
                colorPalette="red"
                aria-label={t('form.removeGuide', { n })}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden />
              </IconButton>
            </SimpleGrid>
          );
        })}
        <Button variant="outline" alignSelf="start" onClick={() => append({ name: '', role: '', email: '' })}>
          <Plus aria-hidden />
          {t('form.addGuide')}
        </Button>
      </Stack>
      {listMessage ? <Fieldset.ErrorText>{listMessage}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
