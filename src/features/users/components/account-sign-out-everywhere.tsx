// Account › Security, under the password: "Sign out everywhere" ends every session of the account
// (other browsers, other devices, this tab) after a confirmation; this tab then goes to sign-in.
import { Alert, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/http/error-text';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { useSignOutEverywhere } from '../api/account';

export function AccountSignOutEverywhere() {
  const { t } = useTranslation('users');
  const signOutEverywhere = useSignOutEverywhere();
  const [confirming, setConfirming] = useState(false);
  return (
    <Card.Root maxW="xl" as="section" aria-labelledby="account-sessions">
      <Card.Body>
        <Stack gap={3} align="start">
          <Heading as="h2" size="md" id="account-sessions">
            {t('account.security.sessionsTitle')}
          </Heading>
          <Text color="fg.muted">{t('account.security.sessionsDescription')}</Text>
          {signOutEverywhere.error ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{errorText(signOutEverywhere.error)}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Button
            variant="outline"
            colorPalette="red"
            loading={signOutEverywhere.isPending}
            onClick={() => setConfirming(true)}
          >
            <LogOut aria-hidden />
            {t('account.security.signOutEverywhere')}
          </Button>
        </Stack>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        title={t('account.security.signOutEverywhereTitle')}
        description={t('account.security.signOutEverywhereDescription')}
        confirmLabel={t('account.security.signOutEverywhere')}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          signOutEverywhere.mutate();
        }}
      />
    </Card.Root>
  );
}
