import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from './status-message';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusMessage
      code="404"
      title={t('status.notFound.title')}
      description={t('status.notFound.description')}
      actions={
        <Button asChild colorPalette="primary">
          <Link to="/">{t('status.backHome')}</Link>
        </Button>
      }
    />
  );
}
