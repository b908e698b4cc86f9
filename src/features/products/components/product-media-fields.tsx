// The cover (one image) and the screenshots (up to eight, in order) on the form kit's image field
// (src/lib/form/image-upload-field.tsx, docs/product-rules.md#images); then tags and the SEO texts.
import { Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { productRules } from '@/lib/api-contract/product';
import { FormField } from '@/lib/form/form-field';
import { ImageUploadField } from '@/lib/form/image-upload-field';
import type { ProductFormValues } from '../schemas';
import { ProductTagsInput } from './product-tags-input';

export function ProductMediaFields({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const { t } = useTranslation('products');
  const { control, formState } = form;
  const { errors } = formState;
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={6}>
      <Controller
        control={control}
        name="cover"
        render={({ field }) => (
          <FormField ns="products" label={t('field.cover')} error={errors.cover?.[0] ?? errors.cover}>
            <ImageUploadField value={field.value} onChange={field.onChange} max={1} />
          </FormField>
        )}
      />
      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <FormField ns="products" label={t('field.images')} error={errors.images?.[0] ?? errors.images}>
            <ImageUploadField value={field.value} onChange={field.onChange} max={productRules.images.max} />
          </FormField>
        )}
      />
    </SimpleGrid>
  );
}

export function ProductSeoFields({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const { t } = useTranslation('products');
  const { control, register, formState } = form;
  const { errors } = formState;
  return (
    <Stack gap={5}>
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <FormField ns="products" label={t('field.tags')} error={errors.tags?.[0] ?? errors.tags} helper={t('form.tagsHelper')}>
            <ProductTagsInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          </FormField>
        )}
      />
      <FormField ns="products" label={t('field.seoTitle')} error={errors.seoTitle} helper={t('form.seoTitleHelper')}>
        <Input {...register('seoTitle')} maxLength={productRules.seoTitle} />
      </FormField>
      <FormField ns="products" label={t('field.seoDescription')} error={errors.seoDescription} helper={t('form.seoDescriptionHelper')}>
        <Textarea {...register('seoDescription')} maxLength={productRules.seoDescription} rows={3} />
      </FormField>
    </Stack>
  );
}
