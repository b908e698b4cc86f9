// A dashboard route's error boundary: what failed, and Retry (reloads the route's data).
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '@/lib/http/http-error';
import { isSlowLoadError } from '@/lib/loader-time-limit';
import { SlowLoadMessage } from '@/lib/ui/slow-load-message';
import { errorText } from '@/lib/http/error-text';

export function DashboardRouteError({ error }: ErrorComponentProps) {
  const { t } = useTranslation('dashboard');
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  useEffect(() => queryErrorReset.reset(), [queryErrorReset]);
  if (isSlowLoadError(error)) return <SlowLoadMessage />;
  const detail = isHttpError(error) ? errorText(error) : error instanceof Error ? error.message : undefined;
  return (
    <Stack py={8} maxW="2xl" gap={4} data-screen="route-error">
      <Alert.Root status="error" variant="subtle" borderRadius="l3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title as="h1">{t('routeError.title')}</Alert.Title>
          <Alert.Description>{detail ?? t('routeError.description')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <div>
        <Button colorPalette="primary" onClick={() => void router.invalidate()}>
          <RotateCcw aria-hidden />
          {t('retry')}
        </Button>
      </div>
    </Stack>
  );
}
