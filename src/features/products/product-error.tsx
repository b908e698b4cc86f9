// The product routes' error screen: a deleted or unknown product, or a failed request with Retry.
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordError } from '@/lib/ui/record-error';

export function ProductError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('products');
  return (
    <RecordError
      error={error}
      reset={reset}
      notFoundText={t('detail.notFound')}
      retryLabel={t('common.retry')}
      backLabel={t('detail.backToList')}
      backTo="/dashboard/product"
    />
  );
}
