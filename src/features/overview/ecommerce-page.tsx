// /dashboard/ecommerce: data-product sales for the chosen range, every figure from the demo API.
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EcommerceForecast } from './components/ecommerce-forecast';
import { EcommerceLatestOrders } from './components/ecommerce-latest-orders';
import { OverviewFigures } from './components/overview-figures';
import { OverviewPageHeader } from './components/overview-page-header';
import { SeriesCard } from './components/series-card';
import { ShareCard } from './components/share-card';
import { formatCountry } from './format';

const route = getRouteApi('/dashboard/ecommerce');

export function EcommercePage() {
  const { t, i18n } = useTranslation('overview');
  const lang = i18n.resolvedLanguage ?? 'en';
  const { range } = route.useSearch();
  return (
    <Stack gap={6}>
      <OverviewPageHeader
        title={t('ecommerce.title')}
        description={t('ecommerce.description')}
        range={range}
      />
      <OverviewFigures page="ecommerce" range={range} />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap={4}>
        <SeriesCard
          page="ecommerce"
          widget="sales"
          range={range}
          title={t('ecommerce.sales')}
          description={t('ecommerce.salesDescription')}
          series={[{ name: 'revenue', kind: 'area' }]}
        />
        <EcommerceForecast />
        <ShareCard
          page="ecommerce"
          widget="products"
          range={range}
          title={t('ecommerce.products')}
          columns={[t('columns.product'), t('columns.revenue'), t('columns.units')]}
        />
        <ShareCard
          page="ecommerce"
          widget="regions"
          range={range}
          title={t('ecommerce.regions')}
          label={(id) => formatCountry(id, lang)}
          columns={[t('columns.country'), t('columns.revenue'), t('columns.orders')]}
        />
      </SimpleGrid>
      <EcommerceLatestOrders range={range} />
    </Stack>
  );
}
