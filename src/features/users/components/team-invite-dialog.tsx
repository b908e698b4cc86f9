// "Invite": a dialog that sends an invitation (an address and the role the account will have).
// The server's refusals show in the reader's language: an address that already has an account next
// to the email field, anything else (the mail that did not go, no connection) above the form; the
// typing is kept. With a demo link in the answer the dialog stays open on it, to be copied.
import { Alert, Button, Dialog, Input, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { appRoles } from '@/lib/api-contract/permission';
import { teamMessages, type InvitationResponse } from '@/lib/api-contract/team';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { FormField } from '@/lib/form/form-field';
import { contractWordsKey, refusalSays } from '@/lib/http/error-text';
import { useInviteMember } from '../api/team';
import { inviteSchema, type InviteValues } from '../schemas';
import { TeamDemoLink } from './team-demo-link';

const empty: InviteValues = { email: '', role: 'user' };

export function TeamInviteButton() {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button colorPalette="primary" onClick={() => setOpen(true)}>
        <UserPlus aria-hidden />
        {t('team.invite.open')}
      </Button>
      <TeamInviteDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function TeamInviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('users');
  const invite = useInviteMember();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<InvitationResponse | null>(null);
  const form = useForm<InviteValues>({ resolver: zodResolver(inviteSchema), defaultValues: empty });
  const { errors } = form.formState;

  const close = () => {
    onClose();
    form.reset(empty);
    setFormError(null);
    setSent(null);
    invite.reset();
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await invite.mutateAsync(values);
      if (answer.demoLink) setSent(answer);
      else close();
    } catch (error) {
      if (refusalSays(error, teamMessages.alreadyMember)) {
        form.setError(
          'email',
          { type: 'validate', message: contractWordsKey(teamMessages.alreadyMember)! },
          { shouldFocus: true },
        );
      } else {
        setFormError(applyServerErrors(error, form.setError, { fields: ['email', 'role'] }));
      }
    }
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? undefined : close())}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={4} asChild>
            <form onSubmit={(e) => void submit(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('team.invite.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {sent?.demoLink ? (
                  <TeamDemoLink email={sent.invitation.email} link={sent.demoLink} />
                ) : (
                  <Stack gap={4}>
                    <Dialog.Description color="fg.muted">
                      {t('team.invite.description')}
                    </Dialog.Description>
                    {formError ? (
                      <Alert.Root status="error" role="alert">
                        <Alert.Indicator />
                        <Alert.Title>{formError}</Alert.Title>
                      </Alert.Root>
                    ) : null}
                    <FormField ns="users" required label={t('field.email')} error={errors.email}>
                      <Input
                        type="email"
                        inputMode="email"
                        autoComplete="off"
                        dir="ltr"
                        {...form.register('email')}
                      />
                    </FormField>
                    <FormField
                      ns="users"
                      required
                      label={t('field.role')}
                      error={errors.role}
                      helper={t('team.invite.roleHint')}
                    >
                      <NativeSelect.Root>
                        <NativeSelect.Field {...form.register('role')}>
                          {appRoles.map((role) => (
                            <option key={role} value={role}>
                              {t(`role.${role}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                {sent ? (
                  <Button colorPalette="primary" onClick={close}>
                    {t('team.invite.done')}
                  </Button>
                ) : (
                  <>
                    <Button variant="outline" onClick={close}>
                      {t('common.cancel')}
                    </Button>
                    <Button type="submit" colorPalette="primary" loading={invite.isPending}>
                      {t('team.invite.submit')}
                    </Button>
                  </>
                )}
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
