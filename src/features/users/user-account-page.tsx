// /dashboard/user/account: the signed-in account's settings, one tab per concern; the tab is in
// the URL (?tab=…).
import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Bell, CreditCard, KeyRound, Share2, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { accountQueries } from './api/account';
import { AccountBillingForm } from './components/account-billing-form';
import { AccountGeneralForm } from './components/account-general-form';
import { AccountNotificationsForm } from './components/account-notifications-form';
import { AccountSecurityForm } from './components/account-security-form';
import { AccountSocialForm } from './components/account-social-form';
import type { AccountTab } from './search';

const icons = {
  general: UserRound,
  billing: CreditCard,
  notifications: Bell,
  social: Share2,
  security: KeyRound,
};

export function UserAccountPage({ tab }: { tab: AccountTab }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const { data: settings } = useSuspenseQuery(accountQueries.settings());
  return (
    <Stack gap={6}>
      <Heading as="h1" size="2xl">
        {t('account.title')}
      </Heading>
      <Tabs.Root
        value={tab}
        onValueChange={(e) =>
          void navigate({ to: '.', search: { tab: e.value as AccountTab }, replace: true })
        }
        colorPalette="primary"
        lazyMount
        unmountOnExit
      >
        <Tabs.List overflowX="auto" maxW="full">
          {(Object.keys(icons) as AccountTab[]).map((key) => {
            const Icon = icons[key];
            return (
              <Tabs.Trigger key={key} value={key} flexShrink={0}>
                <Icon aria-hidden size={16} />
                {t(`account.tabs.${key}`)}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <Tabs.Content value="general">
          <AccountGeneralForm general={settings.general} />
        </Tabs.Content>
        <Tabs.Content value="billing">
          <AccountBillingForm billing={settings.billing} />
        </Tabs.Content>
        <Tabs.Content value="notifications">
          <AccountNotificationsForm notifications={settings.notifications} />
        </Tabs.Content>
        <Tabs.Content value="social">
          <AccountSocialForm social={settings.social} />
        </Tabs.Content>
        <Tabs.Content value="security">
          <AccountSecurityForm />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
