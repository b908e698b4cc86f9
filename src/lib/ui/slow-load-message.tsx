// What a route shows when its data has not arrived within the loader's time limit
// (docs/product-rules.md#slow-loads): what is slow, Retry (the same request, still on its way) and
// a way out.
import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { Link, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function SlowLoadMessage({
  onRetry,
  leaveTo = '/dashboard',
  leaveLabel,
}: {
  onRetry?: () => void;
  leaveTo?: string;
  leaveLabel?: string;
}) {
  const { t } = useTranslation();
  const router = useRouter();
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
        <Button colorPalette="primary" onClick={onRetry ?? (() => void router.invalidate())}>
          {t('status.retry')}
        </Button>
        <Button asChild variant="outline">
          <Link to={leaveTo}>{leaveLabel ?? t('routes.dashboard')}</Link>
        </Button>
      </HStack>
    </Stack>
  );
}
