// Registration from an invitation link (?invitation=<token>, docs/api/team.md): the invitation is
// looked up first; a valid one fills in the invited address (read-only) and says the role, and
// the token goes with the form. A link that is used, revoked, expired or unknown (404, or 403
// `invitationInvalid`) says so, with no form; a failed look-up (no connection) offers Retry.
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { teamMessages } from '@/lib/api-contract/team';
import { errorText, refusalSays } from '@/lib/http/error-text';
import { isHttpError } from '@/lib/http/http-error';
import { PageLoader } from '@/lib/ui/page-loader';
import { IdText, inSentence } from '@/lib/ui/user-text';
import { invitationQueries } from '../api';
import type { AuthFlowPaths } from '../flow-paths';
import { AuthHeading } from './auth-heading';
import { RegisterForm } from './register-form';
import { TextLink } from './text-link';

const isInvalid = (error: unknown) =>
  isHttpError(error) &&
  (error.status === 404 || refusalSays(error, teamMessages.invitationInvalid));

export function InvitedRegistration({
  token,
  paths,
  returnTo,
}: {
  token: string;
  paths: AuthFlowPaths;
  returnTo?: string;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const lookup = useQuery(invitationQueries.lookup(token));

  if (lookup.data) {
    const { email, role } = lookup.data;
    return (
      <Stack gap="8">
        <AuthHeading
          title={t('register.invitation.title')}
          subtitle={inSentence(
            (slot) =>
              t('register.invitation.subtitle', {
                email: slot,
                role: t(`register.invitation.roles.${role}`),
              }),
            <IdText as="span" fontWeight="medium">
              {email}
            </IdText>,
          )}
        />
        <RegisterForm paths={paths} returnTo={returnTo} invitation={{ token, email }} />
      </Stack>
    );
  }
  if (lookup.isPending) return <PageLoader />;
  if (isInvalid(lookup.error))
    return (
      <Stack gap="6">
        <AuthHeading title={t('register.invitation.invalidTitle')} />
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{t('common:errors.team.invitationInvalid')}</Alert.Description>
        </Alert.Root>
        <Text color="fg.muted">
          {t('register.haveAccount')} <TextLink to={paths.login}>{t('register.toLogin')}</TextLink>
        </Text>
      </Stack>
    );
  return (
    <Stack gap="6">
      <AuthHeading title={t('register.invitation.title')} />
      <Alert.Root status="error" role="alert" alignItems="center">
        <Alert.Indicator />
        <Alert.Description flex="1">{errorText(lookup.error)}</Alert.Description>
        <Button size="xs" variant="outline" onClick={() => void lookup.refetch()}>
          {t('register.invitation.retry')}
        </Button>
      </Alert.Root>
    </Stack>
  );
}
