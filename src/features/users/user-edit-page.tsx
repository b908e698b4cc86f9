// /dashboard/user/$id/edit: the user form, filled from the record the route's loader fetched, and
// who else has the record open (docs/api/live.md#presence).
import { Stack } from '@chakra-ui/react';
import { useRecordQuery } from '@/lib/record-route';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PresenceAvatars } from '@/lib/live/presence-avatars';
import { PageHeader } from '@/lib/ui/page-header';
import { userQueries } from './api/users';
import { UserForm } from './components/user-form';

const route = getRouteApi('/dashboard/user/$id/edit');

export function UserEditPage() {
  const { t } = useTranslation('users');
  const { id } = route.useParams();
  const { data: user } = useRecordQuery(userQueries.detail(id));
  return (
    <Stack gap={6}>
      <PageHeader
        title={t('form.editTitle', { name: user.name })}
        subtitle={t('form.editSubtitle')}
        action={<PresenceAvatars topic={`user:${user.id}`} />}
      />
      {/* A new key per record, so the form starts over when the id changes. */}
      <UserForm key={user.id} user={user} />
    </Stack>
  );
}
