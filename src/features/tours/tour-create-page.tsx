// /dashboard/tour/new: the tour form, empty.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TourForm } from './components/tour-form';

export function TourCreatePage() {
  const { t } = useTranslation('tours');
  return (
    <Stack gap={6}>
      <Box>
        <Heading as="h1" size="2xl">
          {t('form.newTitle')}
        </Heading>
        <Text color="fg.muted">{t('form.newSubtitle')}</Text>
      </Box>
      <TourForm />
    </Stack>
  );
}
