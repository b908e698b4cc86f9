// /dashboard/analytics: the website and the insights blog for the chosen range.
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AnalyticsFunnel } from './components/analytics-funnel';
import { AnalyticsTopPages } from './components/analytics-top-pages';
import { OverviewFigures } from './components/overview-figures';
import { OverviewPageHeader } from './components/overview-page-header';
import { SeriesCard } from './components/series-card';
import { ShareCard } from './components/share-card';
import { formatCountry } from './format';

const route = getRouteApi('/dashboard/analytics');
const SOURCES = ['organic', 'direct', 'referral', 'social', 'newsletter'];

export function AnalyticsPage() {
  const { t, i18n } = useTranslation('overview');
  const lang = i18n.resolvedLanguage ?? 'en';
  const { range } = route.useSearch();
  return (
    <Stack gap={6}>
      <OverviewPageHeader
        title={t('analytics.title')}
        description={t('analytics.description')}
        range={range}
      />
      <OverviewFigures page="analytics" range={range} />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap={4}>
        <SeriesCard
          page="analytics"
          widget="traffic"
          range={range}
          title={t('analytics.traffic')}
          description={t('analytics.trafficDescription')}
          series={SOURCES.map((name) => ({ name, kind: 'bar' as const }))}
          stacked
        />
        <AnalyticsFunnel range={range} />
        <ShareCard
          page="analytics"
          widget="sources"
          range={range}
          title={t('analytics.sources')}
          label={(id) => t(`series.${id}`)}
          columns={[t('columns.source'), t('columns.visits')]}
        />
        <ShareCard
          page="analytics"
          widget="countries"
          range={range}
          title={t('analytics.countries')}
          label={(id) => formatCountry(id, lang)}
          columns={[t('columns.country'), t('columns.visits')]}
        />
      </SimpleGrid>
      <AnalyticsTopPages range={range} />
    </Stack>
  );
}
