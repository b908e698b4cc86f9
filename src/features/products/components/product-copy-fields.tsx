// The product's copy in one language at a time (tagline, coverage, description in the rich-text
// editor, docs/product-rules.md#rich-text): the switch above says which language is shown and
// marks a language whose fields need attention, since their inputs are not on screen.
import { Button, ButtonGroup, Input, Stack, Text } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CatalogLanguage } from '@/lib/catalog/catalog-terms';
import { FormField } from '@/lib/form/form-field';
import { LazyRichTextEditor } from '@/lib/rich-text/lazy-rich-text-editor';
import { catalogLanguages, type ProductFormValues } from '../schemas';

/** Whether any copy field of `lang` (the schema's descriptions too) has an error. */
export function languageHasErrors(errors: UseFormReturn<ProductFormValues>['formState']['errors'], lang: CatalogLanguage) {
  return Boolean(
    errors.tagline?.[lang] ||
      errors.coverage?.[lang] ||
      errors.description?.[lang] ||
      (Array.isArray(errors.schema) && errors.schema.some((row) => row?.description?.[lang])),
  );
}

interface LanguageSwitchProps {
  value: CatalogLanguage;
  onChange: (lang: CatalogLanguage) => void;
  errors: UseFormReturn<ProductFormValues>['formState']['errors'];
}

export function ProductLanguageSwitch({ value, onChange, errors }: LanguageSwitchProps) {
  const { t } = useTranslation('products');
  return (
    <ButtonGroup size="sm" attached role="group" aria-label={t('form.contentLanguages')}>
      {catalogLanguages.map((lang) => {
        const invalid = languageHasErrors(errors, lang);
        const name = t(`language.${lang}`);
        return (
          <Button
            key={lang}
            aria-pressed={value === lang}
            variant={value === lang ? 'subtle' : 'outline'}
            colorPalette={invalid ? 'red' : value === lang ? 'primary' : 'gray'}
            aria-label={invalid ? t('form.languageHasErrors', { language: name }) : undefined}
            onClick={() => onChange(lang)}
          >
            {invalid ? <CircleAlert aria-hidden /> : null}
            {name}
          </Button>
        );
      })}
    </ButtonGroup>
  );
}

export function ProductCopyFields({ form, lang }: { form: UseFormReturn<ProductFormValues>; lang: CatalogLanguage }) {
  const { t } = useTranslation('products');
  const { register, control, formState } = form;
  const { errors } = formState;
  const language = t(`language.${lang}`);
  const label = (field: string) => t('form.inLanguage', { field: t(`field.${field}`), language });
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return (
    <Stack gap={5} lang={lang} dir={dir}>
      <Text fontSize="sm" color="fg.muted">
        {t('form.contentHint')}
      </Text>
      <FormField ns="products" label={label('tagline')} error={errors.tagline?.[lang]} required>
        <Input key={`tagline-${lang}`} {...register(`tagline.${lang}`)} />
      </FormField>
      <FormField ns="products" label={label('coverage')} error={errors.coverage?.[lang]} required>
        <Input key={`coverage-${lang}`} {...register(`coverage.${lang}`)} />
      </FormField>
      <Controller
        key={`description-${lang}`}
        control={control}
        name={`description.${lang}`}
        render={({ field }) => (
          <FormField ns="products" label={label('description')} error={errors.description?.[lang]} required>
            <LazyRichTextEditor value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          </FormField>
        )}
      />
    </Stack>
  );
}
