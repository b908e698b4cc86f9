// What the user sees once a code is on its way. The demo API sends no email, so it says the code.
import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CodeSentResponse } from '@/lib/api-contract/auth';

export function CodeNotice({ sent }: { sent: CodeSentResponse }) {
  const { t } = useTranslation('auth');
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('forgot.sentTitle')}</Alert.Title>
        <Alert.Description>
          {sent.message}
          {sent.demoCode ? (
            <>
              {' '}
              <span dir="ltr">{t('forgot.demoCode', { code: sent.demoCode })}</span>
            </>
          ) : null}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
