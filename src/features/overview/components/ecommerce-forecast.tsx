// Next three months' revenue from the straight line through the last 12 months (the API names
// the method; the page says it in words). Actual months solid, forecast dashed.
import { useTranslation } from 'react-i18next';
import type { ForecastResponse } from '@/lib/api-contract/overview-pages';
import { bucketLabel, chartRows, type ChartRow } from '../chart-data';
import { formatEuros } from '../format';
import { overviewPageQueries } from '../pages-api';
import { ChartCard } from './charts/chart-card';
import { TrendChart } from '@/lib/charts/trend-chart';
import { OverviewWidget } from './overview-widget';

export function EcommerceForecast() {
  const { t, i18n } = useTranslation('overview');
  const lang = i18n.resolvedLanguage ?? 'en';
  const title = t('ecommerce.forecast');
  // The forecast does not depend on the page's range: it always looks at the last 12 months.
  return (
    <OverviewWidget
      title={title}
      query={overviewPageQueries.widget<ForecastResponse>('ecommerce', 'forecast', '12m')}
    >
      {(data) => {
        const eur = (v: number) => formatEuros(v, lang);
        const recent = data.history.slice(-6);
        const keys = [...recent.map((m) => m.month), ...data.forecast.map((m) => m.month)];
        // Past months have no forecast bar and forecast months no actual bar (absent, not 0).
        const rows = chartRows(keys, { actual: recent.map((m) => m.revenue), forecast: [] }, (k) =>
          bucketLabel(k, 'month', lang),
        ).map((row, i) =>
          i < recent.length
            ? { ...row, forecast: null }
            : { ...row, actual: null, forecast: data.forecast[i - recent.length]!.revenue },
        ) as ChartRow[];
        const ahead = data.forecast
          .map((m) => `${bucketLabel(m.month, 'month', lang)} ${eur(m.revenue)}`)
          .join(', ');
        return (
          <ChartCard
            title={title}
            description={t('ecommerce.forecastMethod')}
            summary={`${title}: ${ahead}`}
            table={{
              columns: [t('chart.month'), t('series.actual'), t('series.forecast')],
              rows: [
                ...recent.map((m) => [bucketLabel(m.month, 'month', lang), eur(m.revenue), '—']),
                ...data.forecast.map((m) => [
                  bucketLabel(m.month, 'month', lang),
                  '—',
                  eur(m.revenue),
                ]),
              ],
            }}
          >
            <TrendChart
              rows={rows}
              format={eur}
              series={[
                { name: 'actual', label: t('series.actual'), kind: 'bar' },
                { name: 'forecast', label: t('series.forecast'), kind: 'bar' },
              ]}
            />
          </ChartCard>
        );
      }}
    </OverviewWidget>
  );
}
