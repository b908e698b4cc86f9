// The overview's two charts (loaded lazily with the chart library): revenue per month, and active
// subscriptions per data-product category. Colours are theme variables, never hex values.
import { Box, Card, SimpleGrid, Text, useChakraContext } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { OverviewResponse } from '@/lib/api-contract/overview';
import { categories, localize, type CategoryId } from '@/lib/catalog/data-products';
import { useSettingsStore } from '@/lib/settings/settings-store';
import { formatMoney } from '@/lib/money';
import { formatMonth, formatNumber } from '../format';

type Props = Pick<OverviewResponse, 'revenueByMonth' | 'subscribersByCategory'>;

export default function OverviewCharts({ revenueByMonth, subscribersByCategory }: Props) {
  const { t, i18n } = useTranslation('dashboard');
  const lang = i18n.resolvedLanguage ?? 'en';
  const system = useChakraContext();
  const color = (token: string) => system.token.var(`colors.${token}`);
  const rtl = useSettingsStore((s) => s.themeDirection) === 'rtl';
  const tick = { fill: color('fg.muted'), fontSize: 11 };
  const tooltipStyle = { background: color('bg.panel'), borderColor: color('border'), color: color('fg') };

  const months = revenueByMonth.map((m) => ({ ...m, label: formatMonth(m.month, lang) }));
  const total = revenueByMonth.reduce((s, m) => s + m.revenue, 0);
  const cats = subscribersByCategory.map((c) => ({
    ...c,
    label: c.category in categories ? localize(categories[c.category as CategoryId], lang) : c.category,
  }));

  return (
    <SimpleGrid columns={{ base: 1, xl: 5 }} gap={4}>
      <Card.Root variant="outline" gridColumn={{ xl: 'span 3' }}>
        <Card.Header>
          <Card.Title as="h2">{t('overview.revenueChart.title')}</Card.Title>
          <Card.Description>{t('overview.revenueChart.description', { total: formatMoney(total, lang, { fractionDigits: 0 }) })}</Card.Description>
        </Card.Header>
        <Card.Body>
          <Box role="img" aria-label={t('overview.revenueChart.label', { total: formatMoney(total, lang, { fractionDigits: 0 }) })} h="80" dir="ltr">
            <ResponsiveContainer width="100%" height="100%">
              <AreaChart data={months} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
                <defs>
                  <linearGradient id="overview-revenue" x1="0" y1="0" x2="0" y2="1">
                    <stop offset="0%" stopColor={color('primary.solid')} stopOpacity={0.35} />
                    <stop offset="100%" stopColor={color('primary.solid')} stopOpacity={0} />
                  </linearGradient>
                </defs>
                <CartesianGrid stroke={color('border')} vertical={false} />
                <XAxis dataKey="label" reversed={rtl} tick={tick} tickLine={false} axisLine={false} />
                <YAxis orientation={rtl ? 'right' : 'left'} tick={tick} tickLine={false} axisLine={false} width={72} tickFormatter={(v: number) => formatMoney(v, lang, { fractionDigits: 0 })} />
                <Tooltip formatter={(v) => [formatMoney(Number(v), lang, { fractionDigits: 0 }), t('overview.revenueChart.series')]} contentStyle={tooltipStyle} />
                <Area type="monotone" dataKey="revenue" stroke={color('primary.solid')} strokeWidth={2} fill="url(#overview-revenue)" />
              </AreaChart>
            </ResponsiveContainer>
          </Box>
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline" gridColumn={{ xl: 'span 2' }}>
        <Card.Header>
          <Card.Title as="h2">{t('overview.categoryChart.title')}</Card.Title>
          <Card.Description>{t('overview.categoryChart.description')}</Card.Description>
        </Card.Header>
        <Card.Body>
          <Box
            role="img"
            aria-label={cats.map((c) => `${c.label}: ${formatNumber(c.subscribers, lang)}`).join(', ')}
            h="80"
            dir="ltr"
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={cats} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 8 }}>
                <CartesianGrid stroke={color('border')} horizontal={false} />
                <XAxis type="number" reversed={rtl} tick={tick} tickLine={false} axisLine={false} />
                <YAxis type="category" dataKey="label" orientation={rtl ? 'right' : 'left'} tick={tick} tickLine={false} axisLine={false} width={130} interval={0} />
                <Tooltip formatter={(v) => [formatNumber(Number(v), lang), t('overview.categoryChart.series')]} contentStyle={tooltipStyle} cursor={{ fill: color('bg.muted') }} />
                <Bar dataKey="subscribers" fill={color('primary.solid')} radius={[0, 4, 4, 0]} barSize={14} />
              </BarChart>
            </ResponsiveContainer>
          </Box>
          {cats.length === 0 ? <Text color="fg.muted">{t('overview.categoryChart.empty')}</Text> : null}
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
