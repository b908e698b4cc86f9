// /500: the same content the router's error boundary shows, with Retry going back to the page
// that failed (or reloading when this visit started here) and a contact line.
import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { siteConfig } from '@/lib/site-config';
import { ServerErrorContent } from '@/lib/ui/server-error-content';

export function ServerErrorPage() {
  const { t } = useTranslation('pages');
  const router = useRouter();
  const canGoBack = useCanGoBack() || window.history.length > 1;
  const email = siteConfig.emails.hello;
  return (
    <ServerErrorContent
      onRetry={() => (canGoBack ? router.history.back() : window.location.reload())}
      footer={
        <Text fontSize="sm" color="fg.muted">
          <Trans
            t={t}
            i18nKey="serverError.help"
            values={{ email }}
            components={{ mail: <ChakraLink href={`mailto:${email}`} color="primary.fg" /> }}
          />
        </Text>
      }
    />
  );
}
