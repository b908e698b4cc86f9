// The one product form of /dashboard/product/new and /$id/edit: validation next to each field
// (tier order, schema count), the server's field errors on their fields with the typing kept, a
// guard against leaving with unsaved changes, the docs/product-rules.md#session-expiry draft, and
// the dialog when someone else saved the product meanwhile (docs/product-rules.md#edit-conflicts).
import { Button, HStack, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Product } from '@/lib/api-contract/product';
import type { CatalogLanguage } from '@/lib/catalog/catalog-terms';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { EditConflictFormDialog, useEditConflict } from '@/lib/form/edit-conflict';
import { countErrors } from '@/lib/form/count-errors';
import { FormAlerts } from '@/lib/form/form-alerts';
import { FormErrorSummary } from '@/lib/form/form-error-summary';
import { FormSection } from '@/lib/form/form-section';
import { LeaveGuard } from '@/lib/form/leave-guard';
import { useFormDraft } from '@/lib/session/form-drafts';
import { useSaveProduct } from '../api/product-mutations';
import {
  catalogLanguages,
  emptyProductForm,
  productFormSchema,
  toFormValues,
  toProductInput,
  type ProductFormOutput,
  type ProductFormValues,
} from '../schemas';
import { languageHasErrors, ProductCopyFields, ProductLanguageSwitch } from './product-copy-fields';
import { ProductDetailsFields } from './product-details-fields';
import { ProductMediaFields, ProductSeoFields } from './product-media-fields';
import { ProductPriceFields } from './product-price-fields';
import { ProductSchemaFields } from './product-schema-fields';

// The form's fields (server error paths are matched on their first segment).
const fields = Object.keys(emptyProductForm()) as (keyof ProductFormValues)[];
/** Server errors the form shows in the user's language (keys of products.json). */
const known: Record<string, string> = { 'id:409': 'validation.slugTaken' };

// The form's sections and their fields: what folds on a phone and what the error summary counts.
const sections = [
  {
    id: 'product-details',
    title: 'form.details',
    fields: ['name', 'id', 'category', 'updateFrequency', 'formats', 'historyFrom', 'status'],
  },
  { id: 'product-copy', title: 'form.content', fields: ['tagline', 'coverage', 'description'] },
  { id: 'product-schema', title: 'form.schema', fields: ['schema'] },
  { id: 'product-prices', title: 'form.prices', fields: ['prices'] },
  { id: 'product-media', title: 'form.media', fields: ['cover', 'images'] },
  { id: 'product-seo', title: 'form.seo', fields: ['tags', 'seoTitle', 'seoDescription'] },
] as const satisfies readonly {
  id: string;
  title: string;
  fields: readonly (keyof ProductFormValues)[];
}[];
type SectionId = (typeof sections)[number]['id'];

export function ProductForm({ product }: { product?: Product }) {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const save = useSaveProduct();
  const [formError, setFormError] = useState<string | null>(null);
  const [lang, setLang] = useState<CatalogLanguage>('en');
  const saved = useRef(false);
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: product ? toFormValues(product) : emptyProductForm(),
    // The error summary takes the focus on a refused save; react-hook-form's own move to the first
    // field (synchronous and again in a timeout) would race it.
    shouldFocusError: false,
  });
  const { handleSubmit, setError, formState } = form;
  // Read during render: react-hook-form only tracks the formState fields a render reads.
  const { errors, isDirty, submitCount } = formState;
  const sectionErrors = sections.map((section) => ({
    id: section.id,
    title: t(section.title),
    count: countErrors(errors, section.fields),
  }));
  const errorsIn = (id: SectionId) =>
    sectionErrors.find((section) => section.id === id)?.count ?? 0;
  const draft = useFormDraft(
    product ? `product-edit:${product.id}` : 'product-new',
    form.getValues,
    form.reset,
  );
  const conflict = useEditConflict(product);

  /** A copy field of a language not on screen needs attention: show that language. */
  const showLanguageWithErrors = (errs: FieldErrors<ProductFormValues>) => {
    if (languageHasErrors(errs, lang)) return;
    const other = catalogLanguages.find((l) => languageHasErrors(errs, l));
    if (other) setLang(other);
  };

  const submit = (values: ProductFormOutput, expectedUpdatedAt = conflict.expectedUpdatedAt) => {
    setFormError(null);
    save.mutate(
      { id: product?.id, input: toProductInput(values), expectedUpdatedAt },
      {
        onSuccess: (savedProduct) => {
          saved.current = true;
          draft.clear();
          void navigate({ to: '/dashboard/product/$id', params: { id: savedProduct.id } });
        },
        onError: (error) => {
          if (conflict.catchError(error)) return;
          const rest = applyServerErrors(error, setError, { fields, known });
          // Errors on fields are counted by the summary at the top; the rest shows here.
          setFormError(rest ?? null);
          showLanguageWithErrors(form.formState.errors);
        },
      },
    );
  };

  return (
    <form
      onSubmit={(e) => void handleSubmit((values) => submit(values), showLanguageWithErrors)(e)}
      noValidate
      aria-label={product ? t('form.editTitle', { name: product.name }) : t('form.newTitle')}
    >
      <LeaveGuard when={() => !saved.current && isDirty} />
      <EditConflictFormDialog
        conflict={conflict}
        load={(theirs) => {
          draft.clear();
          form.reset(toFormValues(theirs));
        }}
        resubmit={(theirs) =>
          void handleSubmit((values) => submit(values, theirs.updatedAt), showLanguageWithErrors)()
        }
      />
      <Stack gap={5}>
        <FormAlerts
          draft={draft}
          restoredText={t('form.draftRestored')}
          discardLabel={t('form.discardDraft')}
          error={formError}
        />
        <FormErrorSummary sections={sectionErrors} attempt={submitCount} />
        <FormSection
          title={t('form.details')}
          id="product-details"
          errorCount={errorsIn('product-details')}
          defaultOpen
        >
          <ProductDetailsFields form={form} editing={Boolean(product)} />
        </FormSection>
        <FormSection
          title={t('form.content')}
          id="product-copy"
          errorCount={errorsIn('product-copy')}
          end={<ProductLanguageSwitch value={lang} onChange={setLang} errors={errors} />}
        >
          <ProductCopyFields form={form} lang={lang} />
        </FormSection>
        <FormSection
          title={t('form.schema')}
          id="product-schema"
          errorCount={errorsIn('product-schema')}
        >
          <ProductSchemaFields form={form} lang={lang} />
        </FormSection>
        <FormSection
          title={t('form.prices')}
          id="product-prices"
          errorCount={errorsIn('product-prices')}
        >
          <ProductPriceFields form={form} />
        </FormSection>
        <FormSection
          title={t('form.media')}
          id="product-media"
          errorCount={errorsIn('product-media')}
        >
          <ProductMediaFields form={form} />
        </FormSection>
        <FormSection title={t('form.seo')} id="product-seo" errorCount={errorsIn('product-seo')}>
          <ProductSeoFields form={form} />
        </FormSection>
        <HStack justify="flex-end" gap={3} wrap="wrap">
          <Button asChild variant="outline">
            <Link
              to={product ? '/dashboard/product/$id' : '/dashboard/product'}
              params={product ? { id: product.id } : undefined}
            >
              {t('common.cancel')}
            </Link>
          </Button>
          <Button type="submit" colorPalette="primary" loading={save.isPending}>
            {product ? t('common.save') : t('form.create')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
