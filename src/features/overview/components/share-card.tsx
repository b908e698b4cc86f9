// Parts of a whole from a share widget (sales by product, visits by country, storage by type):
// bars with the figures as their name, and a table with values and counts.
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OverviewRange } from '@/lib/api-contract/overview';
import type { OverviewPageId, ShareResponse } from '@/lib/api-contract/overview-pages';
import { formatNumber, formatValue } from '../format';
import { overviewPageQueries } from '../pages-api';
import { ChartCard } from './charts/chart-card';
import { ShareChart } from '@/lib/charts/share-chart';
import { OverviewWidget } from './overview-widget';

interface Props {
  page: OverviewPageId;
  widget: string;
  range: OverviewRange;
  title: string;
  description?: string;
  /** An item's name in the reader's language (a country code, a file kind...). */
  label?: (id: string, label: string) => string;
  /** The table's column names: item, value, and count when it is not the value itself. */
  columns: [string, string] | [string, string, string];
  limit?: number;
}

export function ShareCard({
  page,
  widget,
  range,
  title,
  description,
  label = (_id, l) => l,
  columns,
  limit = 8,
}: Props) {
  const { t, i18n } = useTranslation('overview');
  const lang = i18n.resolvedLanguage ?? 'en';
  return (
    <OverviewWidget
      title={title}
      query={overviewPageQueries.widget<ShareResponse>(page, widget, range)}
    >
      {(data) => {
        const fmt = (v: number) => formatValue(v, data.valueUnit, lang);
        const items = data.items
          .slice(0, limit)
          .map((i) => ({ ...i, label: label(i.id, i.label) }));
        return (
          <ChartCard
            title={title}
            description={description}
            summary={
              items.length
                ? `${title}: ${items.map((i) => `${i.label} ${fmt(i.value)}`).join(', ')}`
                : t('empty')
            }
            table={{
              columns,
              rows: items.map((i) =>
                columns.length === 3
                  ? [i.label, fmt(i.value), formatNumber(i.count, lang)]
                  : [i.label, fmt(i.value)],
              ),
            }}
          >
            {items.length === 0 ? (
              <Text color="fg.muted">{t('empty')}</Text>
            ) : (
              <ShareChart items={items} format={fmt} seriesLabel={columns[1]} />
            )}
          </ChartCard>
        );
      }}
    </OverviewWidget>
  );
}
