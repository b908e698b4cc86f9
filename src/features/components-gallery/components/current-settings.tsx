// The settings the gallery is drawn with, as a row of tags, so a screenshot says what it shows.
import { HStack, Tag, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCurrentSettings } from '@/lib/settings/settings-store';

export function CurrentSettings() {
  const { t } = useTranslation(['components', 'settings']);
  const s = useCurrentSettings();
  const tags = [
    `${t('settings:mode.label')}: ${t(`settings:mode.${s.themeMode}`)}`,
    `${t('settings:contrast.label')}: ${t(`settings:contrast.${s.themeContrast}`)}`,
    `${t('settings:direction.label')}: ${t(`settings:direction.${s.themeDirection}`)}`,
    `${t('settings:layout.label')}: ${t(`settings:layout.${s.themeLayout}`)}`,
    `${t('settings:presets.label')}: ${t(`settings:presets.${s.themeColorPresets}`)}`,
  ];
  return (
    <HStack wrap="wrap" gap={2} data-testid="gallery-current-settings">
      <Text fontSize="sm" fontWeight="semibold">
        {t('currentSettings')}
      </Text>
      {tags.map((tag) => (
        <Tag.Root key={tag} colorPalette="primary" variant="subtle" size="md">
          <Tag.Label>{tag}</Tag.Label>
        </Tag.Root>
      ))}
    </HStack>
  );
}
