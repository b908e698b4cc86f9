// What the user sees once a code is on its way (in the user's language, whatever the server
// wrote). The demo API sends no email, so it says the code.
import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CodeSentResponse } from '@/lib/api-contract/auth';

export function CodeNotice({ sent, kind }: { sent: CodeSentResponse; kind: 'reset' | 'verify' }) {
  const { t } = useTranslation('auth');
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('forgot.sentTitle')}</Alert.Title>
        <Alert.Description>
          {kind === 'reset' ? t('forgot.sentText') : t('verify.sentText')}
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
