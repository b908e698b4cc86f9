// What every nav item shows: icon, label, optional caption and info badge.
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@/lib/ui/menu-item';

export function NavItemContent({ item, showCaption = true }: { item: MenuItem; showCaption?: boolean }) {
  const { t } = useTranslation('dashboard');
  const Icon = item.icon;
  return (
    <HStack gap={3} flex="1" minW={0}>
      {Icon ? (
        <Box as="span" display="inline-flex" flexShrink={0}>
          <Icon size={20} aria-hidden />
        </Box>
      ) : null}
      <Stack gap={0} flex="1" minW={0}>
        <Text as="span" truncate>
          {t(item.title)}
        </Text>
        {showCaption && item.caption ? (
          <Text as="span" textStyle="xs" color="fg.muted" truncate fontWeight="normal">
            {t(item.caption)}
          </Text>
        ) : null}
      </Stack>
      {item.info ? <Box as="span" flexShrink={0}>{item.info}</Box> : null}
    </HStack>
  );
}
