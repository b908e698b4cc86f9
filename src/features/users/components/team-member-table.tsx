// The workspace's sign-in accounts, for admins: each person's role (a select) and status, with
// deactivate / reactivate after a confirmation. The admin's own row can change neither (the server
// refuses it too: teamMessages.notYourself); a refusal (the last admin) shows in a toast.
import { Badge, Button, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRole } from '@/lib/api-contract/auth';
import { appRoles } from '@/lib/api-contract/permission';
import type { TeamMember } from '@/lib/api-contract/team';
import { useFormat } from '@/lib/format';
import { useAuth } from '@/lib/session/use-auth';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { IdText, isolateText, UserText } from '@/lib/ui/user-text';
import { useUpdateMember } from '../api/team';
import { teamTableCss } from './team-table-css';

const nameOf = (member: TeamMember) => member.displayName || member.email;

export function TeamMemberTable({ members }: { members: readonly TeamMember[] }) {
  const { t } = useTranslation('users');
  const format = useFormat();
  const { user } = useAuth();
  const update = useUpdateMember();
  const [confirming, setConfirming] = useState<TeamMember | null>(null);
  const isMe = (member: TeamMember) =>
    member.id === user?.id || member.email.toLowerCase() === user?.email.toLowerCase();
  const busy = (member: TeamMember) => update.isPending && update.variables.member.id === member.id;

  return (
    <>
      <Table.ScrollArea css={teamTableCss}>
        <Table.Root size="sm" aria-label={t('team.members.title')}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{t('team.members.person')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('field.role')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('field.status')}</Table.ColumnHeader>
              <Table.ColumnHeader data-priority="3">{t('team.members.joined')}</Table.ColumnHeader>
              <Table.ColumnHeader data-column="actions">
                <Text as="span" srOnly>
                  {t('list.actions')}
                </Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {members.map((member) => (
              <Table.Row key={member.id}>
                <Table.Cell maxW="18rem">
                  <Stack gap={0} minW={0}>
                    <HStack gap={2} minW={0}>
                      <UserText as="span" fontWeight="medium" truncate>
                        {member.displayName}
                      </UserText>
                      {isMe(member) ? (
                        <Badge size="sm" colorPalette="primary" flexShrink={0}>
                          {t('team.members.you')}
                        </Badge>
                      ) : null}
                    </HStack>
                    <IdText fontSize="sm" color="fg.muted" truncate>
                      {member.email}
                    </IdText>
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  {isMe(member) ? (
                    t(`role.${member.role}`)
                  ) : (
                    <NativeSelect.Root size="sm" minW="9rem" disabled={busy(member)}>
                      <NativeSelect.Field
                        aria-label={t('team.members.roleOf', { name: nameOf(member) })}
                        value={member.role}
                        onChange={(e) =>
                          update.mutate({ member, input: { role: e.target.value as UserRole } })
                        }
                      >
                        {appRoles.map((role) => (
                          <option key={role} value={role}>
                            {t(`role.${role}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={member.active ? 'green' : 'gray'} variant="subtle">
                    {member.active ? t('team.members.active') : t('team.members.deactivated')}
                  </Badge>
                </Table.Cell>
                <Table.Cell data-priority="3" whiteSpace="nowrap">
                  {format.date(member.createdAt)}
                </Table.Cell>
                <Table.Cell data-column="actions" textAlign="end">
                  {isMe(member) ? null : (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette={member.active ? 'red' : 'primary'}
                      loading={busy(member)}
                      aria-label={t(
                        member.active
                          ? 'team.members.deactivateName'
                          : 'team.members.reactivateName',
                        {
                          name: nameOf(member),
                        },
                      )}
                      onClick={() => setConfirming(member)}
                    >
                      {member.active ? t('team.members.deactivate') : t('team.members.reactivate')}
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ConfirmDialog
        open={confirming !== null}
        destructive={confirming?.active ?? true}
        title={
          confirming
            ? t(
                confirming.active ? 'team.members.deactivateTitle' : 'team.members.reactivateTitle',
                {
                  name: isolateText(nameOf(confirming)),
                },
              )
            : ''
        }
        description={
          confirming
            ? t(
                confirming.active
                  ? 'team.members.deactivateDescription'
                  : 'team.members.reactivateDescription',
              )
            : ''
        }
        confirmLabel={
          confirming?.active === false ? t('team.members.reactivate') : t('team.members.deactivate')
        }
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming)
            update.mutate({ member: confirming, input: { active: !confirming.active } });
          setConfirming(null);
        }}
      />
    </>
  );
}
