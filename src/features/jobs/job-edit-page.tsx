// /dashboard/job/$id/edit: the job form, filled from the record the route's loader fetched.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useRecordQuery } from '@/lib/record-route';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { jobQueries } from './api/jobs';
import { JobForm } from './components/job-form';

const route = getRouteApi('/dashboard/job/$id/edit');

export function JobEditPage() {
  const { t } = useTranslation('jobs');
  const { id } = route.useParams();
  const { data: job } = useRecordQuery(jobQueries.detail(id));
  return (
    <Stack gap={6}>
      <Box>
        <Heading as="h1" size="2xl">
          {t('form.editTitle', { title: job.title })}
        </Heading>
        <Text color="fg.muted">{t('form.editSubtitle')}</Text>
      </Box>
      {/* A new key per record, so the form starts over when the id changes. */}
      <JobForm key={job.id} job={job} />
    </Stack>
  );
}
