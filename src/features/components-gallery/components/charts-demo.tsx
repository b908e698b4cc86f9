// A bar chart drawn with the app's own chart component, in the theme's colours (semantic tokens,
// never hex): the catalogue's Starter and Team prices per data product.
import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TrendChart } from '@/lib/charts/trend-chart';
import { dataProducts } from '@/lib/catalog/data-products';
import { formatMoney } from '@/lib/money';

export function ChartsDemo() {
  const { t, i18n } = useTranslation('components');
  const euros = (value: number) =>
    formatMoney(value, i18n.resolvedLanguage ?? 'en', { fractionDigits: 0 });
  const rows = dataProducts.map((product) => ({
    key: product.name,
    label: product.name,
    starter: product.prices.starter,
    team: product.prices.team,
  }));
  return (
    <Box role="img" aria-label={t('charts.label')}>
      <TrendChart
        rows={rows}
        format={euros}
        height="96"
        tiltLabels
        series={[
          { name: 'starter', label: t('charts.starter'), kind: 'bar', color: 'fg.muted' },
          { name: 'team', label: t('charts.team'), kind: 'bar', color: 'primary.solid' },
        ]}
      />
    </Box>
  );
}
