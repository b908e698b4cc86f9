// /dashboard/product/new and /dashboard/product/$id/edit: the product form, empty or filled from
// the record the route's loader fetched.
import { Stack } from '@chakra-ui/react';
import { useRecordQuery } from '@/lib/record-route';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PresenceAvatars } from '@/lib/live/presence-avatars';
import { PageHeader } from '@/lib/ui/page-header';
import { productQueries } from './api/products';
import { ProductForm } from './components/product-form';

const editRoute = getRouteApi('/dashboard/product/$id/edit');

export function ProductCreatePage() {
  const { t } = useTranslation('products');
  return (
    <Stack gap={6}>
      <PageHeader title={t('form.newTitle')} subtitle={t('form.newSubtitle')} />
      <ProductForm />
    </Stack>
  );
}

export function ProductEditPage() {
  const { t } = useTranslation('products');
  const { id } = editRoute.useParams();
  const { data: product } = useRecordQuery(productQueries.detail(id));
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('form.editTitle', { name: product.name })}
        subtitle={t('form.editSubtitle')}
        action={<PresenceAvatars topic={`product:${product.id}`} />}
      />
      {/* A new key per record, so the form starts over when the id changes. */}
      <ProductForm key={product.id} product={product} />
    </Stack>
  );
}
