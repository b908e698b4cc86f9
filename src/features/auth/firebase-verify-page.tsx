// /auth/firebase/verify (docs/auth-providers.md#firebase): after sign-up, "open the link we sent";
// opened from that link (`oobCode`), a button confirms the address. A used or expired link says so.
import { Button, Stack, Text } from '@chakra-ui/react';
import { Link, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAuthProviderError } from '@/lib/auth-provider/auth-provider';
import { useVerifyMutation } from './api';
import { AuthHeading } from './components/auth-heading';
import { DoneNotice } from './components/done-notice';
import { FormAlert } from './components/form-alert';
import { TextLink } from './components/text-link';
import { firebasePaths } from './flow-paths';
import { ProviderPage } from './provider-page';

export function FirebaseVerifyPage() {
  const { t } = useTranslation('auth');
  const { email, oobCode } = useSearch({ from: '/auth/firebase/verify' });
  const verify = useVerifyMutation();
  const [formError, setFormError] = useState<string | null>(null);

  const confirm = () => {
    setFormError(null);
    verify.mutate(
      { email: email ?? '', code: oobCode ?? '' },
      { onError: (error) => setFormError(t(`errors.${isAuthProviderError(error) ? error.reason : 'unknown'}`)) },
    );
  };

  return (
    <ProviderPage provider="firebase" screen="verify">
      <AuthHeading title={t('verify.title')} subtitle={oobCode ? t('firebase.verifyLinkSubtitle') : t('firebase.verifySubtitle')} />
      {verify.data ? (
        <DoneNotice title={t('verify.doneTitle')} message={t('firebase.verifyDone')}>
          <Button asChild colorPalette="primary" size="lg">
            <Link to={firebasePaths.login}>{t('verify.toLogin')}</Link>
          </Button>
        </DoneNotice>
      ) : oobCode ? (
        <Stack gap="6">
          <FormAlert message={formError} />
          <Button colorPalette="primary" size="lg" onClick={confirm} loading={verify.isPending} loadingText={t('verify.submitting')}>
            {t('firebase.confirmEmail')}
          </Button>
        </Stack>
      ) : (
        <Text>
          {email ? t('firebase.linkSentTo', { email }) : t('firebase.linkSent')} {t('firebase.noLink')}
        </Text>
      )}
      {!verify.data && (
        <Text textAlign="center">
          <TextLink to={firebasePaths.login}>{t('forgot.backToLogin')}</TextLink>
        </Text>
      )}
    </ProviderPage>
  );
}
