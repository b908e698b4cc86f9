// The overview's two charts: revenue per month, and active subscriptions per data-product category,
// each with its figures as a caption and a table. The cards come with the page; the drawings come
// once the page has settled, in boxes that keep their height (src/lib/charts/deferred-charts.tsx).
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OverviewResponse } from '@/lib/api-contract/overview';
import { categories, localize, type CategoryId } from '@/lib/catalog/catalog-terms';
import { bucketLabel, chartRows } from '../chart-data';
import { formatEuros, formatNumber } from '../format';
import { ChartCard } from './charts/chart-card';
import { DeferredShareChart, DeferredTrendChart } from '@/lib/charts/deferred-charts';

type Props = Pick<OverviewResponse, 'revenueByMonth' | 'subscribersByCategory'>;

export function OverviewCharts({ revenueByMonth, subscribersByCategory }: Props) {
  const { t, i18n } = useTranslation(['dashboard', 'overview']);
  const lang = i18n.resolvedLanguage ?? 'en';
  const euros = (v: number) => formatEuros(v, lang);
  const rows = chartRows(
    revenueByMonth.map((m) => m.month),
    { revenue: revenueByMonth.map((m) => m.revenue) },
    (key) => bucketLabel(key, 'month', lang),
  );
  const total = revenueByMonth.reduce((s, m) => s + m.revenue, 0);
  // A month that earned nothing says so in words rather than as "€0" (docs/api/overview.md).
  const monthRevenue = (v: number) => (v === 0 ? t('overview.revenueChart.none') : euros(v));
  const cats = subscribersByCategory.map((c) => ({
    label:
      c.category in categories ? localize(categories[c.category as CategoryId], lang) : c.category,
    value: c.subscribers,
  }));

  return (
    <SimpleGrid columns={{ base: 1, xl: 5 }} gap={4}>
      <Box gridColumn={{ xl: 'span 3' }}>
        <ChartCard
          title={t('overview.revenueChart.title')}
          description={t('overview.revenueChart.description', { total: euros(total), count: rows.length })}
          summary={`${t('overview.revenueChart.label', { total: euros(total), count: rows.length })}: ${rows.map((r) => `${r.label} ${monthRevenue(Number(r.revenue))}`).join(', ')}`}
          table={{
            columns: [t('overview:chart.month'), t('overview.revenueChart.series')],
            rows: rows.map((r) => [r.label, monthRevenue(Number(r.revenue))]),
          }}
        >
          {total === 0 ? (
            <Text color="fg.muted">{t('overview.revenueChart.empty')}</Text>
          ) : (
            <DeferredTrendChart
              rows={rows}
              series={[{ name: 'revenue', label: t('overview.revenueChart.series'), kind: 'area' }]}
              format={euros}
              height="80"
            />
          )}
        </ChartCard>
      </Box>
      <Box gridColumn={{ xl: 'span 2' }}>
        <ChartCard
          title={t('overview.categoryChart.title')}
          description={t('overview.categoryChart.description')}
          summary={cats.map((c) => `${c.label}: ${formatNumber(c.value, lang)}`).join(', ')}
          table={{
            columns: [t('overview:chart.category'), t('overview.categoryChart.series')],
            rows: cats.map((c) => [c.label, formatNumber(c.value, lang)]),
          }}
        >
          {cats.length === 0 ? (
            <Text color="fg.muted">{t('overview.categoryChart.empty')}</Text>
          ) : (
            <DeferredShareChart
              items={cats}
              format={(v) => formatNumber(v, lang)}
              seriesLabel={t('overview.categoryChart.series')}
            />
          )}
        </ChartCard>
      </Box>
    </SimpleGrid>
  );
}
