// The product routes' error screen: a deleted or unknown product, or a failed request with Retry.
import { Button, Heading, Stack } from '@chakra-ui/react';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '@/lib/http/http-error';

export function ProductError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('products');
  const missing = isHttpError(error) && error.status === 404;
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
          <Link to="/dashboard/product">{t('detail.backToList')}</Link>
        </Button>
      </Stack>
    </Stack>
  );
}
