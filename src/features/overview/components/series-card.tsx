// A chart over time from a series widget, with its figures as the chart's name and a table.
import { useTranslation } from 'react-i18next';
import type { OverviewRange } from '@/lib/api-contract/overview';
import type { OverviewPageId, SeriesResponse } from '@/lib/api-contract/overview-pages';
import { bucketLabel, chartRows } from '../chart-data';
import { formatValue } from '../format';
import { overviewPageQueries } from '../pages-api';
import { ChartCard } from './charts/chart-card';
import { TrendChart, type TrendSeries } from '@/lib/charts/trend-chart';
import { OverviewWidget } from './overview-widget';

interface Props {
  page: OverviewPageId;
  widget: string;
  range: OverviewRange;
  title: string;
  description?: string;
  /** Which series to draw and how; their labels are read from `series.<name>`. */
  series: Omit<TrendSeries, 'label'>[];
  stacked?: boolean;
}

export function SeriesCard({ page, widget, range, title, description, series, stacked }: Props) {
  const { t, i18n } = useTranslation('overview');
  const lang = i18n.resolvedLanguage ?? 'en';
  return (
    <OverviewWidget
      title={title}
      query={overviewPageQueries.widget<SeriesResponse>(page, widget, range)}
    >
      {(data) => {
        const fmt = (v: number) => formatValue(v, data.valueUnit, lang);
        const labelled = series.map((s) => ({ ...s, label: t(`series.${s.name}`) }));
        const rows = chartRows(data.keys, data.series, (k) => bucketLabel(k, data.unit, lang));
        const period = t(`unit.${data.unit}`);
        const summary = `${title}, ${period}: ${rows.map((r) => `${r.label} ${labelled.map((s) => `${s.label} ${fmt(Number(r[s.name]))}`).join(', ')}`).join('; ')}`;
        return (
          <ChartCard
            title={title}
            description={description}
            summary={summary}
            table={{
              columns: [period, ...labelled.map((s) => s.label)],
              rows: rows.map((r) => [r.label, ...labelled.map((s) => fmt(Number(r[s.name])))]),
            }}
          >
            <TrendChart rows={rows} series={labelled} format={fmt} stacked={stacked} />
          </ChartCard>
        );
      }}
    </OverviewWidget>
  );
}
