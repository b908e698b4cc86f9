// The error screen of a tour's pages: a deleted or unknown tour, or a failed request with Retry.
import { Button, Heading, Stack } from '@chakra-ui/react';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '@/lib/http/http-error';
import { isSlowLoadError } from '@/lib/loader-time-limit';
import { SlowLoadMessage } from '@/lib/ui/slow-load-message';

export function TourRecordError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('tours');
  const missing = isHttpError(error) && error.status === 404;
  // Data slower than the loader's limit (docs/product-rules.md#slow-loads).
  if (isSlowLoadError(error)) return <SlowLoadMessage onReset={reset} leaveTo="/dashboard/tour" leaveLabel={t('detail.backToList')} />;
  return (
    <Stack gap={4} align="start" role="alert">
      <Heading as="h1" size="xl">
        {missing ? t('detail.notFound') : error instanceof Error ? error.message : String(error)}
      </Heading>
      <Stack direction="row" gap={3}>
        {missing ? null : (
          <Button variant="outline" onClick={reset}>
            {t('common.retry')}
          </Button>
        )}
        <Button asChild colorPalette="primary">
          <Link to="/dashboard/tour">{t('detail.backToList')}</Link>
        </Button>
      </Stack>
    </Stack>
  );
}
