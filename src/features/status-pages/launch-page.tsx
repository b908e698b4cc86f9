// /coming-soon: the client portal's launch (date from the site config), a live countdown and the
// "notify me" form. (ComingSoonPage is the placeholder other routes use; this is the real page.)
import { Button, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { siteConfig } from '@/lib/site-config';
import { LaunchCountdown, useNow } from './components/launch-countdown';
import { LaunchNotifyForm } from './components/launch-notify-form';
import { StatusMessage } from '@/lib/ui/status-message';

const launchDate = new Date(siteConfig.launch.date);

export function LaunchPage() {
  const { t, i18n } = useTranslation('pages');
  const now = useNow();
  const launched = launchDate.getTime() <= now.getTime();
  const date = formatDateTime(launchDate, i18n.language, { dateStyle: 'long' });


  return (
    <Stack gap={6} align="center" data-screen="launch">
      <Text textStyle="eyebrow" color="primary.fg">
        {t('comingSoon.eyebrow')}
      </Text>
      <StatusMessage
        title={t('comingSoon.title')}
        description={t('comingSoon.description')}
        actions={
          launched ? (
            <Button asChild colorPalette="primary">
              <Link to="/auth/jwt/login">{t('actions.signIn')}</Link>
            </Button>
          ) : undefined
        }
        footer={
          launched ? (
            <Text fontWeight="semibold">{t('comingSoon.launched')}</Text>
          ) : (
            <Stack gap={8} w="full" align="center">
              <Text fontWeight="semibold">
                <time dateTime={siteConfig.launch.date}>{t('comingSoon.launchOn', { date })}</time>
              </Text>
              <LaunchCountdown target={launchDate} now={now} />
              <LaunchNotifyForm />
            </Stack>
          )
        }
      />
    </Stack>
  );
}
