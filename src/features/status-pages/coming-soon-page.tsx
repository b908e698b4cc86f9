// A screen whose work is scheduled: it names the screen, so a route's title is always right.
import { Box, Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '@/lib/ui/status-message';

export function ComingSoonPage({ titleKey }: { titleKey?: string }) {
  const { t } = useTranslation();
  return (
    <Box data-screen="coming-soon" py={{ base: 10, md: 16 }}>
      <StatusMessage
        title={titleKey ? t(`routes.${titleKey}`) : t('status.comingSoon.title')}
        description={t('status.comingSoon.description')}
        actions={
          <Button asChild variant="outline" colorPalette="primary">
            <Link to="/">{t('status.backHome')}</Link>
          </Button>
        }
      />
    </Box>
  );
}
