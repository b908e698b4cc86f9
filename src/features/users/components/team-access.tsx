// The user list's "Team access" tab (admins): who can sign in to the workspace (role, status) and
// who has been invited and not yet registered. The "Invite" button is the page header's action.
import { Alert, Button, Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationResponse } from '@/lib/api-contract/team';
import { errorText } from '@/lib/http/error-text';
import { teamQueries } from '../api/team';
import { TeamDemoLink } from './team-demo-link';
import { TeamInvitationTable } from './team-invitation-table';
import { TeamMemberTable } from './team-member-table';

export function TeamAccess() {
  const { t } = useTranslation('users');
  const members = useQuery(teamQueries.members());
  const invitations = useQuery(teamQueries.invitations());
  const [resent, setResent] = useState<InvitationResponse | null>(null);
  return (
    <Stack gap={6}>
      <TeamCard title={t('team.members.title')} description={t('team.members.description')}>
        <QueryState query={members}>
          {(data) => <TeamMemberTable members={data.members} />}
        </QueryState>
      </TeamCard>
      <TeamCard title={t('team.invitations.title')} description={t('team.invitations.description')}>
        {resent?.demoLink ? (
          <TeamDemoLink email={resent.invitation.email} link={resent.demoLink} />
        ) : null}
        <QueryState query={invitations}>
          {(data) =>
            data.invitations.length ? (
              <TeamInvitationTable invitations={data.invitations} onResent={setResent} />
            ) : (
              <Text color="fg.muted">{t('team.invitations.empty')}</Text>
            )
          }
        </QueryState>
      </TeamCard>
    </Stack>
  );
}

function TeamCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card.Root as="section" aria-labelledby={id} overflow="hidden">
      <Card.Header gap={1}>
        <Heading as="h2" size="md" id={id}>
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      </Card.Header>
      <Card.Body gap={4}>{children}</Card.Body>
    </Card.Root>
  );
}

/** The table once its data is here; skeleton lines before, the error with Retry on a failure. */
function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('users');
  if (query.data) return children(query.data);
  if (query.error)
    return (
      <Alert.Root status="error" role="alert" alignItems="center">
        <Alert.Indicator />
        <Alert.Title flex="1">{errorText(query.error)}</Alert.Title>
        <Button size="xs" variant="outline" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert.Root>
    );
  return (
    <Stack gap={3} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height="8" />
      <Skeleton height="8" />
      <Skeleton height="8" />
    </Stack>
  );
}
