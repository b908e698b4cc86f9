// A bar chart in the primary palette (colours as CSS variables from the theme, never hex): the
// catalogue's Starter and Team prices per data product.
import { Box, useChakraContext } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { dataProducts } from '@/lib/catalog/data-products';
import { formatMoney } from '@/lib/money';

import { useSettingsStore } from '@/lib/settings/settings-store';

export function ChartsDemo() {
  const { t, i18n } = useTranslation('components');
  const system = useChakraContext();
  const color = (token: string) => system.token.var(`colors.${token}`);
  const rtl = useSettingsStore((s) => s.themeDirection) === 'rtl';
  const euros = (value: number) => formatMoney(value, i18n.resolvedLanguage ?? 'en', { fractionDigits: 0 });
  const data = dataProducts.map((product) => ({
    name: product.name,
    starter: product.prices.starter,
    team: product.prices.team,
  }));
  return (
    <Box role="img" aria-label={t('charts.label')} h="96" dir="ltr">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 24, left: 16 }}>
          <CartesianGrid stroke={color('border')} vertical={false} />
          <XAxis
            dataKey="name"
            reversed={rtl}
            angle={-30}
            height={90}
            textAnchor="end"
            interval={0}
            tick={{ fill: color('fg.muted'), fontSize: 11 }}
          />
          <YAxis
            orientation={rtl ? 'right' : 'left'}
            tickFormatter={(value: number) => euros(value)}
            tick={{ fill: color('fg.muted'), fontSize: 11 }}
            width={72}
          />
          <Tooltip
            formatter={(value) => euros(Number(value))}
            contentStyle={{
              background: color('bg.panel'),
              borderColor: color('border'),
              color: color('fg'),
            }}
          />
          <Legend
            verticalAlign="top"
            height={28}
            formatter={(value: string) => <span style={{ color: color('fg') }}>{value}</span>}
          />
          <Bar
            dataKey="starter"
            name={t('charts.starter')}
            fill={color('fg.muted')}
            radius={[4, 4, 0, 0]}
          />
          <Bar
            dataKey="team"
            name={t('charts.team')}
            fill={color('primary.solid')}
            radius={[4, 4, 0, 0]}
          />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
