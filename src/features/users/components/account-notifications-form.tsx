// Account › Notifications: which emails the account receives.
import { Card, Fieldset, Stack, Switch } from '@chakra-ui/react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccountSettings, NotificationKey } from '@/lib/api-contract/user';
import { useUpdateAccount } from '../api/account';
import type { AccountNotificationsValues } from '../schemas';
import { AccountFormFooter } from './account-form-footer';
import { errorText } from '@/lib/http/error-text';

const groups: { legend: string; keys: NotificationKey[] }[] = [
  { legend: 'activity', keys: ['activityComments', 'activityMentions', 'activityFollows'] },
  { legend: 'application', keys: ['applicationNews', 'applicationProduct', 'applicationSecurity'] },
];

export function AccountNotificationsForm({
  notifications,
}: {
  notifications: AccountSettings['notifications'];
}) {
  const { t } = useTranslation('users');
  const update = useUpdateAccount();
  const { control, handleSubmit, reset } = useForm<AccountNotificationsValues>({
    defaultValues: notifications,
  });
  const submit = (input: AccountNotificationsValues) =>
    update.mutate({ notifications: input }, { onSuccess: (saved) => reset(saved.notifications) });

  return (
    <Card.Root asChild>
      <form
        onSubmit={(e) => void handleSubmit(submit)(e)}
        aria-label={t('account.tabs.notifications')}
      >
        <Card.Body gap={6}>
          {groups.map((group) => (
            <Fieldset.Root key={group.legend}>
              <Fieldset.Legend fontWeight="semibold">
                {t(`account.notifications.${group.legend}`)}
              </Fieldset.Legend>
              <Stack gap={4} mt={3}>
                {group.keys.map((key) => (
                  <Controller
                    key={key}
                    control={control}
                    name={key}
                    render={({ field }) => (
                      <Switch.Root
                        checked={field.value}
                        onCheckedChange={(e) => field.onChange(e.checked)}
                        colorPalette="primary"
                        name={field.name}
                        justifyContent="space-between"
                        w="full"
                      >
                        <Switch.Label flex="1">{t(`account.notifications.${key}`)}</Switch.Label>
                        <Switch.HiddenInput onBlur={field.onBlur} />
                        <Switch.Control>
                          <Switch.Thumb />
                        </Switch.Control>
                      </Switch.Root>
                    )}
                  />
                ))}
              </Stack>
            </Fieldset.Root>
          ))}
          <AccountFormFooter error={(update.error ? errorText(update.error) : null)} pending={update.isPending} />
        </Card.Body>
      </form>
    </Card.Root>
  );
}
