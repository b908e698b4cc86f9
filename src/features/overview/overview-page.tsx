// /dashboard (and /dashboard/app): the general overview — figures with their change, two charts
// (drawn once the page has settled: ./components/overview-charts.tsx) and the recent orders, all
// from the API. The heading and the figures come first; the charts' cards and the orders a task
// later (DeferredPart), so the first render is not one long task.
import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/session/use-auth';
import { DeferredPart } from '@/lib/ui/deferred-part';
import { overviewQueries } from './api';
import { OverviewCharts } from './components/overview-charts';
import { OverviewFigureCard } from './components/overview-figure-card';
import { RecentOrdersTable } from './components/recent-orders-table';
import { formatDate } from './format';

export function OverviewPage() {
  const { t, i18n } = useTranslation('dashboard');
  const { user } = useAuth();
  const { data } = useSuspenseQuery(overviewQueries.app());
  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <Heading as="h1" size="2xl">
          {user ? t('overview.welcome', { name: user.firstName }) : t('overview.title')}
        </Heading>
        <Text color="fg.muted">
          {t('overview.subtitle', { date: formatDate(data.asOf, i18n.resolvedLanguage ?? 'en') })}
        </Text>
      </Stack>
      <SimpleGrid
        as="section"
        aria-label={t('overview.figuresLabel')}
        columns={{ base: 1, sm: 2, xl: 4 }}
        gap={4}
      >
        {data.figures.map((figure) => (
          <OverviewFigureCard key={figure.id} figure={figure} />
        ))}
      </SimpleGrid>
      <DeferredPart>
        <OverviewCharts revenueByMonth={data.revenueByMonth} subscribersByCategory={data.subscribersByCategory} />
        <RecentOrdersTable orders={data.recentOrders} />
      </DeferredPart>
    </Stack>
  );
}
