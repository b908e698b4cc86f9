// Invoices receivable by age: not yet due, then 1-30, 31-60, 61-90 and over 90 days past due.
import { useTranslation } from 'react-i18next';
import type { ReceivablesResponse } from '@/lib/api-contract/overview-pages';
import { formatEuros, formatNumber } from '../format';
import { overviewPageQueries } from '../pages-api';
import { ChartCard } from './charts/chart-card';
import { ShareChart } from '@/lib/charts/share-chart';
import { OverviewWidget } from './overview-widget';

export function BankingReceivables() {
  const { t, i18n } = useTranslation('overview');
  const lang = i18n.resolvedLanguage ?? 'en';
  const title = t('banking.receivables');
  return (
    <OverviewWidget
      title={title}
      query={overviewPageQueries.widget<ReceivablesResponse>('banking', 'receivables', '30d')}
    >
      {(data) => {
        const items = data.buckets.map((b) => ({
          label: t(`age.${b.id}`),
          value: b.amount,
          count: b.count,
        }));
        return (
          <ChartCard
            title={title}
            description={t('banking.receivablesDescription', {
              total: formatEuros(data.total, lang),
            })}
            summary={`${title}: ${items.map((i) => `${i.label} ${formatEuros(i.value, lang)} (${formatNumber(i.count, lang)})`).join(', ')}`}
            table={{
              columns: [t('columns.age'), t('columns.amount'), t('columns.invoices')],
              rows: items.map((i) => [
                i.label,
                formatEuros(i.value, lang),
                formatNumber(i.count, lang),
              ]),
            }}
          >
            <ShareChart
              items={items}
              format={(v) => formatEuros(v, lang)}
              seriesLabel={t('columns.amount')}
            />
          </ChartCard>
        );
      }}
    </OverviewWidget>
  );
}
