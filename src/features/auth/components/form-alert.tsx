// The server's answer to a sign-in form when it belongs to no single field. Announced, and
// focusable so the user lands on it after a failed submit.
import { Alert } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export function FormAlert({ message }: { message: string | null }) {
  const { t } = useTranslation('auth');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <Alert.Root status="error" ref={ref} tabIndex={-1} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('errors.title')}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
