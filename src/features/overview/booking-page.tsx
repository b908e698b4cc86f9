// /dashboard/booking: the study tours' bookings, seats against capacity, and the bookings to act on.
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BookingLatest } from './components/booking-latest';
import { BookingTours } from './components/booking-tours';
import { OverviewFigures } from './components/overview-figures';
import { OverviewPageHeader } from './components/overview-page-header';
import { SeriesCard } from './components/series-card';

const route = getRouteApi('/dashboard/booking');

export function BookingPage() {
  const { t } = useTranslation('overview');
  const { range } = route.useSearch();
  return (
    <Stack gap={6}>
      <OverviewPageHeader
        title={t('booking.title')}
        description={t('booking.description')}
        range={range}
      />
      <OverviewFigures page="booking" range={range} />
      <SeriesCard
        page="booking"
        widget="trend"
        range={range}
        title={t('booking.trend')}
        description={t('booking.trendDescription')}
        stacked
        series={[
          { name: 'approved', kind: 'bar' },
          { name: 'pending', kind: 'bar' },
          { name: 'cancelled', kind: 'bar' },
        ]}
      />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap={4}>
        <BookingLatest range={range} />
        <BookingTours />
      </SimpleGrid>
    </Stack>
  );
}
