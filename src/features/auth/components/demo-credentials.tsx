// The demo account's credentials on the login page (docs/product-rules.md#demo-api), with a button that fills them in.
import { Alert, Button, Code, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { demoApiBlocked } from '@/lib/http/demo-api';

export const DEMO_CREDENTIALS = {
  email: 'demo@corvane.example',
  password: 'Corvane-demo-2026',
} as const;

export function DemoCredentials({
  formId,
  onFill,
}: {
  /**
   * The form the credentials go into. Before the app starts, scripts/prerender-boot.js fills its
   * fields itself from the values shown here (`data-fill-for`, `data-fill-name`) when the button
   * (`data-fill`) is pressed; the form then starts from them (docs/performance.md).
   */
  formId?: string;
  onFill: (credentials: typeof DEMO_CREDENTIALS) => void;
}) {
  const { t } = useTranslation('auth');
  // Said before the user types: the demo server needs service workers, which this page cannot use.
  if (demoApiBlocked())
    return (
      <Alert.Root status="warning" variant="subtle" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('demo.blockedTitle')}</Alert.Title>
          <Alert.Description>{t('errors.demoApiBlocked')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  return (
    <Alert.Root status="info" variant="subtle" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('demo.title')}</Alert.Title>
        <Alert.Description>
          <Stack gap="1" mt="1">
            <Text>{t('demo.text')}</Text>
            <Text>
              {t('demo.email')}:{' '}
              <Code dir="ltr" data-fill-for={formId} data-fill-name="email">
                {DEMO_CREDENTIALS.email}
              </Code>
            </Text>
            <Text>
              {t('demo.password')}:{' '}
              <Code dir="ltr" data-fill-for={formId} data-fill-name="password">
                {DEMO_CREDENTIALS.password}
              </Code>
            </Text>
            <Button
              size="xs"
              variant="outline"
              alignSelf="flex-start"
              mt="1"
              data-fill={formId}
              onClick={() => onFill(DEMO_CREDENTIALS)}
            >
              {t('demo.fill')}
            </Button>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
