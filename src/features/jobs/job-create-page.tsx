// /dashboard/job/new: the job form, empty.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { JobForm } from './components/job-form';

export function JobCreatePage() {
  const { t } = useTranslation('jobs');
  return (
    <Stack gap={6}>
      <Box>
        <Heading as="h1" size="2xl">
          {t('form.newTitle')}
        </Heading>
        <Text color="fg.muted">{t('form.newSubtitle')}</Text>
      </Box>
      <JobForm />
    </Stack>
  );
}
