// /dashboard/user/new: the user form, empty.
import { Stack } from '@chakra-ui/react';
import { PageHeader } from '@/lib/ui/page-header';
import { useTranslation } from 'react-i18next';
import { UserForm } from './components/user-form';

export function UserCreatePage() {
  const { t } = useTranslation('users');
  return (
    <Stack gap={6}>
      <PageHeader title={t('form.newTitle')} subtitle={t('form.newSubtitle')} />
      <UserForm />
    </Stack>
  );
}
