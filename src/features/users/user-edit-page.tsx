// /dashboard/user/$id/edit: the user form, filled from the record the route's loader fetched.
import { isSlowLoadError } from '@/lib/loader-time-limit';
import { SlowLoadMessage } from '@/lib/ui/slow-load-message';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '@/lib/http/http-error';
import { userQueries } from './api/users';
import { UserForm } from './components/user-form';

const route = getRouteApi('/dashboard/user/$id/edit');

export function UserEditPage() {
  const { t } = useTranslation('users');
  const { id } = route.useParams();
  const { data: user } = useSuspenseQuery(userQueries.detail(id));
  return (
    <Stack gap={6}>
      <Box>
        <Heading as="h1" size="2xl">
          {t('form.editTitle', { name: user.name })}
        </Heading>
        <Text color="fg.muted">{t('form.editSubtitle')}</Text>
      </Box>
      {/* A new key per record, so the form starts over when the id changes. */}
      <UserForm key={user.id} user={user} />
    </Stack>
  );
}

/** The edit route's error screen: a deleted or unknown user, or a failed request with Retry. */
export function UserEditError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('users');
  const missing = isHttpError(error) && error.status === 404;
  if (isSlowLoadError(error))
    return (
      <SlowLoadMessage
        onReset={reset}
        leaveTo="/dashboard/user/list"
        leaveLabel={t('form.backToList')}
      />
    );
  return (
    <Stack gap={4} align="start" role="alert">
      <Heading as="h1" size="xl">
        {missing ? t('form.notFound') : error instanceof Error ? error.message : String(error)}
      </Heading>
      <Stack direction="row" gap={3}>
        {missing ? null : (
          <Button variant="outline" onClick={reset}>
            {t('common.retry')}
          </Button>
        )}
        <Button asChild colorPalette="primary">
          <Link to="/dashboard/user/list">{t('form.backToList')}</Link>
        </Button>
      </Stack>
    </Stack>
  );
}
