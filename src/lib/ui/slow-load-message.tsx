// What a route shows when its data has not arrived within the loader's time limit
// (docs/product-rules.md#slow-loads): what is slow, Retry (the waiting requests are dropped and
// asked again, as a user who presses Retry means) and a way out.
import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

interface SlowLoadMessageProps {
  /** The error boundary's reset, when the route gives one. */
  onReset?: () => void;
  leaveTo?: string;
  leaveLabel?: string;
}

export function SlowLoadMessage({ onReset, leaveTo = '/dashboard', leaveLabel }: SlowLoadMessageProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryClient = useQueryClient();
  const retry = async () => {
    await queryClient.cancelQueries({ fetchStatus: 'fetching' });
    onReset?.();
    await router.invalidate();
  };
  return (
    <Stack py={8} maxW="2xl" gap={4} role="alert" data-screen="slow-load">
      <Alert.Root status="warning" variant="subtle" borderRadius="l3">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title as="h1">{t('status.slow.title')}</Alert.Title>
          <Alert.Description>{t('status.slow.description')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HStack gap={3}>
        <Button colorPalette="primary" onClick={() => void retry()}>
          {t('status.retry')}
        </Button>
        <Button asChild variant="outline">
          <Link to={leaveTo}>{leaveLabel ?? t('routes.dashboard')}</Link>
        </Button>
      </HStack>
    </Stack>
  );
}
