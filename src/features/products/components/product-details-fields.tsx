// The product form's first card: name, slug (suggested from the name, fixed once created),
// category, update frequency, delivery formats, first year of history and the publish switch.
// Once the product exists its slug is read-only, and looks it: a muted, dashed field with a lock,
// not a field that seems to refuse typing (it can still be focused, read and copied).
import { Checkbox, Field, Fieldset, Input, InputGroup, NativeSelect, SimpleGrid, Stack, Switch, Wrap } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { categories, categoryIds, deliveryFormats, updateFrequencies } from '@/lib/catalog/catalog-terms';
import { FormField, useFieldMessage } from '@/lib/form/form-field';
import { slugify, type ProductFormValues } from '../schemas';
import { catalogLanguage } from './product-table-columns';
import { useSlugCheck } from './use-slug-check';

/** A read-only field's look: semantic tokens, so light, dark and bold contrast each get theirs. */
const readOnlyLook = {
  bg: 'bg.muted',
  color: 'fg.muted',
  borderStyle: 'dashed',
  borderColor: 'border.emphasized',
  cursor: 'default',
} as const;

interface ProductDetailsFieldsProps {
  form: UseFormReturn<ProductFormValues>;
  /** Editing an existing product: its slug is fixed (docs/product-rules.md#catalogue). */
  editing: boolean;
}

export function ProductDetailsFields({ form, editing }: ProductDetailsFieldsProps) {
  // Whether the user typed a slug of their own (then the name stops suggesting one).
  const [slugEdited, setSlugEdited] = useState(false);
  const { t, i18n } = useTranslation('products');
  const lang = catalogLanguage(i18n.language);
  const { register, control, setValue, watch, formState } = form;
  const { errors } = formState;
  const slug = watch('id');
  const formatsMessage = useFieldMessage(errors.formats, 'products');
  useSlugCheck(form, slug, !editing);

  return (
    <Stack gap={5}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
        <FormField ns="products" label={t('field.name')} error={errors.name} required>
          <Input
            {...register('name', {
              onChange: (e: { target: { value: string } }) => {
                if (!editing && !slugEdited) setValue('id', slugify(e.target.value), { shouldDirty: true });
              },
            })}
            autoComplete="off"
          />
        </FormField>
        <FormField
          ns="products"
          label={t('field.slug')}
          error={errors.id}
          required={!editing}
          helper={editing ? t('form.slugLocked', { slug }) : t('form.slugHelper', { slug: slug || '…' })}
        >
          <InputGroup startElement={editing ? <Lock aria-hidden /> : undefined} startElementProps={{ color: 'fg.muted' }}>
            <Input
              {...register('id', { onChange: () => setSlugEdited(true) })}
              readOnly={editing}
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              {...(editing ? readOnlyLook : {})}
            />
          </InputGroup>
        </FormField>
        <FormField ns="products" label={t('field.category')} error={errors.category} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('category')}>
              <option value="" disabled>
                —
              </option>
              {categoryIds.map((id) => (
                <option key={id} value={id}>
                  {categories[id][lang]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField ns="products" label={t('field.frequency')} error={errors.updateFrequency} required>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('updateFrequency')}>
              <option value="" disabled>
                —
              </option>
              {updateFrequencies.map((id) => (
                <option key={id} value={id}>
                  {t(`frequency.${id}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField ns="products" label={t('field.historyFrom')} error={errors.historyFrom} required>
          <Input type="number" inputMode="numeric" {...register('historyFrom', { valueAsNumber: true })} />
        </FormField>
      </SimpleGrid>
      <Controller
        control={control}
        name="formats"
        render={({ field }) => (
          <Fieldset.Root invalid={Boolean(errors.formats)}>
            <Fieldset.Legend>{t('field.formats')}</Fieldset.Legend>
            <Wrap gap={5}>
              {deliveryFormats.map((format) => (
                <Checkbox.Root
                  key={format}
                  checked={field.value.includes(format)}
                  onCheckedChange={(e) =>
                    field.onChange(deliveryFormats.filter((f) => (f === format ? e.checked === true : field.value.includes(f))))
                  }
                  colorPalette="primary"
                >
                  <Checkbox.HiddenInput ref={format === deliveryFormats[0] ? field.ref : undefined} onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{t(`format.${format}`)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Wrap>
            {formatsMessage ? <Fieldset.ErrorText>{formatsMessage}</Fieldset.ErrorText> : null}
          </Fieldset.Root>
        )}
      />
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <Field.Root>
            <Switch.Root
              checked={field.value === 'published'}
              onCheckedChange={(e) => field.onChange(e.checked ? 'published' : 'draft')}
              colorPalette="primary"
            >
              <Switch.HiddenInput onBlur={field.onBlur} />
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <Switch.Label>{t('field.published')}</Switch.Label>
            </Switch.Root>
            <Field.HelperText>{t('form.publishHelper')}</Field.HelperText>
          </Field.Root>
        )}
      />
    </Stack>
  );
}
