// /dashboard/tour/$id/edit: the tour form, filled from the record the route's loader fetched.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useRecordQuery } from '@/lib/record-route';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { tourQueries } from './api/tours';
import { TourForm } from './components/tour-form';

const route = getRouteApi('/dashboard/tour/$id/edit');

export function TourEditPage() {
  const { t } = useTranslation('tours');
  const { id } = route.useParams();
  const { data: tour } = useRecordQuery(tourQueries.detail(id));
  return (
    <Stack gap={6}>
      <Box>
        <Heading as="h1" size="2xl">
          {t('form.editTitle', { name: tour.name })}
        </Heading>
        <Text color="fg.muted">{t('form.editSubtitle')}</Text>
      </Box>
      {/* A new key per record, so the form starts over when the id changes. */}
      <TourForm key={tour.id} tour={tour} />
    </Stack>
  );
}
