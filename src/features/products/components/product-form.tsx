// The one product form of /dashboard/product/new and /$id/edit: validation next to each field
// (tier order, schema count), the server's field errors on their fields with the typing kept, a
// guard against leaving with unsaved changes, the docs/product-rules.md#session-expiry draft, and
// the dialog when someone else saved the product meanwhile (docs/product-rules.md#edit-conflicts).
import { Button, Card, Heading, HStack, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Product } from '@/lib/api-contract/product';
import type { CatalogLanguage } from '@/lib/catalog/catalog-terms';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { EditConflictFormDialog, useEditConflict } from '@/lib/form/edit-conflict';
import { FormAlerts } from '@/lib/form/form-alerts';
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

function Section({ title, id, end, children }: { title: string; id: string; end?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Body gap={5}>
        <HStack justify="space-between" wrap="wrap" gap={3}>
          <Heading as="h2" size="md" id={id}>
            {title}
          </Heading>
          {end}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

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
  });
  const { handleSubmit, setError, formState } = form;
  // Read during render: react-hook-form only tracks the formState fields a render reads.
  const { errors, isDirty } = formState;
  const draft = useFormDraft(product ? `product-edit:${product.id}` : 'product-new', form.getValues, form.reset);
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
          setFormError(rest ?? t('form.checkFields'));
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
        resubmit={(theirs) => void handleSubmit((values) => submit(values, theirs.updatedAt), showLanguageWithErrors)()}
      />
      <Stack gap={5}>
        <FormAlerts
          draft={draft}
          restoredText={t('form.draftRestored')}
          discardLabel={t('form.discardDraft')}
          error={formError}
        />
        <Section title={t('form.details')} id="product-details">
          <ProductDetailsFields form={form} editing={Boolean(product)} />
        </Section>
        <Section
          title={t('form.content')}
          id="product-copy"
          end={<ProductLanguageSwitch value={lang} onChange={setLang} errors={errors} />}
        >
          <ProductCopyFields form={form} lang={lang} />
        </Section>
        <Section title={t('form.schema')} id="product-schema">
          <ProductSchemaFields form={form} lang={lang} />
        </Section>
        <Section title={t('form.prices')} id="product-prices">
          <ProductPriceFields form={form} />
        </Section>
        <Section title={t('form.media')} id="product-media">
          <ProductMediaFields form={form} />
        </Section>
        <Section title={t('form.seo')} id="product-seo">
          <ProductSeoFields form={form} />
        </Section>
        <HStack justify="flex-end" gap={3} wrap="wrap">
          <Button asChild variant="outline">
            <Link to={product ? '/dashboard/product/$id' : '/dashboard/product'} params={product ? { id: product.id } : undefined}>
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
