// The pending invitations, for admins: address, role, when the mail went and when the link ends;
// resend (a new mail, a new expiry) and revoke (after a confirmation).
import { Button, HStack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invitation, InvitationResponse } from '@/lib/api-contract/team';
import { useFormat } from '@/lib/format';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { IdText, isolateText } from '@/lib/ui/user-text';
import { useResendInvitation, useRevokeInvitation } from '../api/team';
import { teamTableCss } from './team-table-css';

interface TeamInvitationTableProps {
  invitations: readonly Invitation[];
  /** The answer of a resend (its demo link, if any, is shown by the caller). */
  onResent: (answer: InvitationResponse) => void;
}

export function TeamInvitationTable({ invitations, onResent }: TeamInvitationTableProps) {
  const { t } = useTranslation('users');
  const format = useFormat();
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const resending = (invitation: Invitation) =>
    resend.isPending && resend.variables === invitation.id;

  return (
    <>
      <Table.ScrollArea css={teamTableCss}>
        <Table.Root size="sm" aria-label={t('team.invitations.title')}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>{t('field.email')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('field.role')}</Table.ColumnHeader>
              <Table.ColumnHeader data-priority="3">
                {t('team.invitations.sent')}
              </Table.ColumnHeader>
              <Table.ColumnHeader data-priority="2">
                {t('team.invitations.expires')}
              </Table.ColumnHeader>
              <Table.ColumnHeader data-column="actions">
                <Text as="span" srOnly>
                  {t('list.actions')}
                </Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {invitations.map((invitation) => (
              <Table.Row key={invitation.id}>
                <Table.Cell maxW="18rem">
                  <IdText truncate>{invitation.email}</IdText>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{t(`role.${invitation.role}`)}</Table.Cell>
                <Table.Cell data-priority="3" whiteSpace="nowrap">
                  {format.date(invitation.sentAt)}
                </Table.Cell>
                <Table.Cell data-priority="2" whiteSpace="nowrap">
                  {format.date(invitation.expiresAt)}
                </Table.Cell>
                <Table.Cell data-column="actions">
                  <HStack gap={2} justify="end">
                    <Button
                      size="xs"
                      variant="outline"
                      loading={resending(invitation)}
                      aria-label={t('team.invitations.resendTo', { email: invitation.email })}
                      onClick={() => resend.mutate(invitation.id, { onSuccess: onResent })}
                    >
                      {t('team.invitations.resend')}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={t('team.invitations.revokeFor', { email: invitation.email })}
                      onClick={() => setRevoking(invitation)}
                    >
                      {t('team.invitations.revoke')}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <ConfirmDialog
        open={revoking !== null}
        title={
          revoking ? t('team.invitations.revokeTitle', { email: isolateText(revoking.email) }) : ''
        }
        description={t('team.invitations.revokeDescription')}
        confirmLabel={t('team.invitations.revoke')}
        onClose={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) revoke.mutate({ id: revoking.id, email: revoking.email });
          setRevoking(null);
        }}
      />
    </>
  );
}
