// Reset: a dot shows when the settings differ from the defaults; resetting clears the stored
// settings and restores the defaults. With nothing to reset, the button is disabled.
import { Box, Float, IconButton } from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { defaultSettings, settingsEqual } from '@/lib/settings/settings-schema';
import { useCurrentSettings, useSettingsStore } from '@/lib/settings/settings-store';

export function SettingsResetButton() {
  const { t, i18n } = useTranslation('settings');
  const settings = useCurrentSettings();
  const reset = useSettingsStore((s) => s.reset);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const changed = !settingsEqual(settings, defaultSettings(language));
  return (
    <IconButton
      variant="ghost"
      colorPalette="gray"
      size="sm"
      position="relative"
      aria-label={changed ? t('reset.labelChanged') : t('reset.label')}
      disabled={!changed}
      onClick={() => reset(language)}
    >
      <RotateCcw aria-hidden="true" />
      {changed ? (
        <Float placement="top-end" offset={1.5}>
          <Box w={2} h={2} borderRadius="full" bg="fg.error" data-testid="settings-reset-dot" />
        </Float>
      ) : null}
    </IconButton>
  );
}
