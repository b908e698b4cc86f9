// /dashboard/product/$id: one data product in the kit's DetailFrame (src/lib/ui/detail-frame.tsx):
// gallery, figures computed by the API, tiers, facts and description; the sample schema; the
// reviews. The publish switch is optimistic; delete asks first; the tab is in the URL. Edit, delete
// and the switch's change only for a role the permission table lets make them (useMayCall), as on the list.
import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import { useRecordQuery } from '@/lib/record-route';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { SquarePen, Store, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '@/lib/rich-text/rich-text-view';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { useMayCall } from '@/lib/session/may-call';
import { DetailFrame } from '@/lib/ui/detail-frame';
import { productQueries } from './api/products';
import { useDeleteProduct, usePublishProduct } from './api/product-mutations';
import { ProductFigures, ProductKeyFacts, ProductTiers } from './components/product-facts';
import { ProductGallery } from './components/product-gallery';
import { ProductPublishSwitch } from './components/product-publish-switch';
import { ProductReviews } from './components/product-reviews';
import { ProductSchemaView } from './components/product-schema-view';
import { catalogLanguage } from './components/product-table-columns';
import { productTabs } from './search';

const route = getRouteApi('/dashboard/product/$id/');

export function ProductDetailPage() {
  const { t, i18n } = useTranslation('products');
  const { id } = route.useParams();
  const { tab } = route.useSearch();
  const navigate = useNavigate();
  const { data: product } = useRecordQuery(productQueries.detail(id));
  const publish = usePublishProduct();
  const remove = useDeleteProduct();
  const [confirming, setConfirming] = useState(false);
  const mayEdit = useMayCall('PATCH /api/product/:id');
  const mayDelete = useMayCall('DELETE /api/product/:id');
  const lang = catalogLanguage(i18n.language);

  return (
    <>
      <DetailFrame
        // The dashboard shell's breadcrumbs already lead here (src/lib/ui/detail-frame.tsx).
        title={product.name}
        status={{ label: t(`status.${product.status}`), palette: product.status === 'published' ? 'green' : 'gray' }}
        presence={`product:${product.id}`}
        actions={
          <Stack direction="row" gap={2} wrap="wrap" align="center">
            <ProductPublishSwitch
              product={product}
              label={t('field.published')}
              visibleLabel={t('field.published')}
              onChange={
                mayEdit
                  ? (p, published) => publish.mutate({ product: p, status: published ? 'published' : 'draft' })
                  : undefined
              }
            />
            {product.status === 'published' ? (
              <Button asChild variant="outline" size="sm">
                <Link to="/product/$id" params={{ id: product.id }}>
                  <Store aria-hidden />
                  {t('detail.publicPage')}
                </Link>
              </Button>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {t('detail.publicPageDraft')}
              </Text>
            )}
            {mayEdit ? (
              <Button asChild size="sm" colorPalette="primary">
                <Link to="/dashboard/product/$id/edit" params={{ id: product.id }}>
                  <SquarePen aria-hidden />
                  {t('detail.edit')}
                </Link>
              </Button>
            ) : null}
            {mayDelete ? (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden />
                {t('detail.delete')}
              </Button>
            ) : null}
          </Stack>
        }
        tabs={productTabs.map((value) => ({ value, label: t(`detail.tab.${value}`) }))}
        tab={tab}
        onTab={(next) => void navigate({ to: '.', search: { tab: next }, replace: true, resetScroll: false })}
        tabsLabel={t('detail.tabs')}
      >
        {tab === 'overview' ? (
          <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={6} alignItems="start">
            <Stack gap={6} minW={0}>
              <ProductGallery product={product} editable={mayEdit} />
              <Text fontSize="lg">{product.tagline[lang]}</Text>
              <RichTextView html={product.description[lang]} />
              <ProductFigures product={product} />
              <ProductTiers product={product} />
            </Stack>
            <ProductKeyFacts product={product} />
          </Grid>
        ) : null}
        {tab === 'schema' ? <ProductSchemaView product={product} /> : null}
        {tab === 'reviews' ? <ProductReviews id={product.id} /> : null}
      </DetailFrame>
      <ConfirmDialog
        open={confirming}
        title={t('delete.title')}
        description={t('delete.description', { name: product.name })}
        confirmLabel={t('detail.delete')}
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(product, {
            onSuccess: () => void navigate({ to: '/dashboard/product' }),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </>
  );
}
