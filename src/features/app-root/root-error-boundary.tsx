// The router's error boundary: chunk failures get the one reload of docs/product-rules.md#chunk-errors, then the ChunkLoadError
// screen; any other uncaught error shows the 500 page's content with Retry.
import { Box, Button, Code } from '@chakra-ui/react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  reloadOnce,
  routerAlreadyReloaded,
  retryAfterChunkError,
  chunkErrorOf,
  type ChunkLoadError,
} from '@/lib/chunk-errors';
import { isSlowLoadError } from '@/lib/loader-time-limit';
import { ServerErrorContent } from '@/lib/ui/server-error-content';
import { SlowLoadMessage } from '@/lib/ui/slow-load-message';
import { StatusMessage } from '@/lib/ui/status-message';

export function ChunkErrorScreen({ error }: { error: ChunkLoadError }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" data-testid="chunk-error">
      <StatusMessage
        title={t('status.chunk.title')}
        description={t('status.chunk.description')}
        actions={
          <Button colorPalette="primary" onClick={() => retryAfterChunkError()}>
            {t('status.retry')}
          </Button>
        }
      />
      <Code display="block" whiteSpace="pre-wrap" mt={6} p={3} textAlign="start" fontSize="sm">
        {error.name}
        {error.code ? ` [${error.code}]` : ''}: {error.message}
      </Code>
    </Box>
  );
}

export function RootErrorBoundary({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const chunkError = chunkErrorOf(error);
  const [reloading] = useState(() =>
    chunkError && !routerAlreadyReloaded(error) ? reloadOnce() : false,
  );

  useEffect(() => {
    if (!chunkError) console.error(error);
  }, [chunkError, error]);

  if (isSlowLoadError(error))
    return (
      <Box px={4} maxW="2xl" mx="auto">
        <SlowLoadMessage leaveTo="/" leaveLabel={t('status.backHome')} />
      </Box>
    );
  if (chunkError) {
    if (reloading) return null;
    return (
      <Box px={4} py={16} maxW="2xl" mx="auto">
        <ChunkErrorScreen error={chunkError} />
      </Box>
    );
  }
  return (
    <Box px={4} py={16} maxW="2xl" mx="auto" role="alert">
      <ServerErrorContent
        onRetry={() => {
          reset();
          void router.invalidate();
        }}
      />
    </Box>
  );
}
