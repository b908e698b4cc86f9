// /dashboard/product/new and /dashboard/product/$id/edit: the product form, empty or filled from
// the record the route's loader fetched.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { productQueries } from './api/products';
import { ProductForm } from './components/product-form';

const editRoute = getRouteApi('/dashboard/product/$id/edit');

export function ProductCreatePage() {
  const { t } = useTranslation('products');
  return (
    <Stack gap={6}>
      <Box>
        <Heading as="h1" size="2xl">
          {t('form.newTitle')}
        </Heading>
        <Text color="fg.muted">{t('form.newSubtitle')}</Text>
      </Box>
      <ProductForm />
    </Stack>
  );
}

export function ProductEditPage() {
  const { t } = useTranslation('products');
  const { id } = editRoute.useParams();
  const { data: product } = useSuspenseQuery(productQueries.detail(id));
  return (
    <Stack gap={6}>
      <Box>
        <Heading as="h1" size="2xl">
          {t('form.editTitle', { name: product.name })}
        </Heading>
        <Text color="fg.muted">{t('form.editSubtitle')}</Text>
      </Box>
      {/* A new key per record, so the form starts over when the id changes. */}
      <ProductForm key={product.id} product={product} />
    </Stack>
  );
}
