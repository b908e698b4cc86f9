// /dashboard/user/new: the user form, empty.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { UserForm } from './components/user-form';

export function UserCreatePage() {
  const { t } = useTranslation('users');
  return (
    <Stack gap={6}>
      <Box>
        <Heading as="h1" size="2xl">
          {t('form.newTitle')}
        </Heading>
        <Text color="fg.muted">{t('form.newSubtitle')}</Text>
      </Box>
      <UserForm />
    </Stack>
  );
}
