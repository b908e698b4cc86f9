// The dashboard's notice while the browser is offline (docs/product-rules.md#offline). A polite
// status region that is always in the page, so screen readers hear it appear; it never takes focus.
import { Box, HStack, Text } from '@chakra-ui/react';
import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIsOnline } from './use-pending-changes';

export function OfflineBanner() {
  const { t } = useTranslation('offline', { useSuspense: false });
  const online = useIsOnline();
  return (
    <Box role="status" aria-live="polite" data-testid="offline-banner">
      {online ? null : (
        <HStack
          gap={3}
          px={{ base: 4, md: 6, lg: 10 }}
          py={2.5}
          bg="orange.subtle"
          color="orange.fg"
          borderBottomWidth="1px"
          borderColor="orange.muted"
        >
          <CloudOff size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text textStyle="sm">
            <Text as="strong" fontWeight="semibold">
              {t('banner.title')}
            </Text>{' '}
            {t('banner.description')}
          </Text>
        </HStack>
      )}
    </Box>
  );
}
