// /403: why the page is closed, and the ways on: sign in, go back, home.
import { Button, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { siteConfig } from '@/lib/site-config';
import { StatusBackButton } from './components/status-back-button';
import { StatusMessage } from '@/lib/ui/status-message';

export function ForbiddenPage() {
  const { t } = useTranslation('pages');
  const email = siteConfig.emails.hello;
  return (
    <StatusMessage
      code="403"
      title={t('forbidden.title')}
      description={t('forbidden.description')}
      actions={
        <>
          <Button asChild colorPalette="primary">
            <Link to="/auth/jwt/login">{t('actions.signIn')}</Link>
          </Button>
          <StatusBackButton />
          <Button asChild variant="ghost">
            <Link to="/">{t('actions.home')}</Link>
          </Button>
        </>
      }
      footer={
        <Text fontSize="sm" color="fg.muted">
          <Trans
            t={t}
            i18nKey="forbidden.help"
            values={{ email }}
            components={{ mail: <ChakraLink href={`mailto:${email}`} color="primary.fg" /> }}
          />
        </Text>
      }
    />
  );
}
