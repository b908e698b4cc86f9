// The 500 content: the /500 page and the router's error boundary show the same message and Retry.
import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from './status-message';

export function ServerErrorContent({
  onRetry,
  footer,
}: {
  onRetry: () => void;
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      code="500"
      footer={footer}
      title={t('status.serverError.title')}
      description={t('status.serverError.description')}
      actions={
        <>
          <Button colorPalette="primary" onClick={onRetry}>
            {t('status.retry')}
          </Button>
          <Button asChild variant="outline">
            <Link to="/">{t('status.backHome')}</Link>
          </Button>
        </>
      }
    />
  );
}
