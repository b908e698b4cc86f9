// The settings drawer of docs/product-rules.md#settings-drawer: 280 px from the end side (right in ltr, left in rtl), with
// mode, contrast, direction, layout, stretch and presets, reset in the header and fullscreen in
// the footer. Chakra's drawer traps focus while open and gives it back on close.
import { CloseButton, Drawer, HStack, Portal, Separator, Stack } from '@chakra-ui/react';
import { AlignLeft, AlignRight, Contrast, Moon, Sun, SunDim } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSettingsDrawer } from '@/lib/settings/settings-drawer-store';
import { useSettingsStore } from '@/lib/settings/settings-store';
import { FullscreenButton } from './components/fullscreen-button';
import { LayoutPicture } from './components/layout-picture';
import { PresetSwatches } from './components/preset-swatches';
import { SettingsOptionGroup } from './components/settings-option-group';
import { SettingsResetButton } from './components/settings-reset-button';
import { StretchControl } from './components/stretch-control';

const iconProps = { size: 20, 'aria-hidden': true } as const;

export function SettingsDrawer() {
  const open = useSettingsDrawer((s) => s.open);
  const setOpen = useSettingsDrawer((s) => s.setOpen);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="end"
      size="xs"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content w="settingsDrawer" maxW="settingsDrawer" data-testid="settings-drawer">
            <SettingsDrawerBody />
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function SettingsDrawerBody() {
  const { t } = useTranslation('settings');
  const s = useSettingsStore();
  return (
    <>
      <Drawer.Header px={4} py={3} borderBottomWidth="1px">
        <HStack w="full" justify="space-between" gap={1}>
          <Drawer.Title fontSize="lg" flex="1">
            {t('title')}
          </Drawer.Title>
          <SettingsResetButton />
          <Drawer.CloseTrigger asChild position="static">
            <CloseButton size="sm" aria-label={t('close')} />
          </Drawer.CloseTrigger>
        </HStack>
      </Drawer.Header>
      <Drawer.Body px={4} py={5}>
        <Stack gap={6}>
          <SettingsOptionGroup
            label={t('mode.label')}
            value={s.themeMode}
            onChange={s.setThemeMode}
            options={[
              { value: 'light', label: t('mode.light'), picture: <Sun {...iconProps} /> },
              { value: 'dark', label: t('mode.dark'), picture: <Moon {...iconProps} /> },
            ]}
          />
          <SettingsOptionGroup
            label={t('contrast.label')}
            value={s.themeContrast}
            onChange={s.setThemeContrast}
            options={[
              {
                value: 'default',
                label: t('contrast.default'),
                picture: <SunDim {...iconProps} />,
              },
              { value: 'bold', label: t('contrast.bold'), picture: <Contrast {...iconProps} /> },
            ]}
          />
          <SettingsOptionGroup
            label={t('direction.label')}
            value={s.themeDirection}
            onChange={s.setThemeDirection}
            options={[
              { value: 'ltr', label: t('direction.ltr'), picture: <AlignLeft {...iconProps} /> },
              { value: 'rtl', label: t('direction.rtl'), picture: <AlignRight {...iconProps} /> },
            ]}
          />
          <SettingsOptionGroup
            label={t('layout.label')}
            value={s.themeLayout}
            onChange={s.setThemeLayout}
            options={(['vertical', 'horizontal', 'mini'] as const).map((layout) => ({
              value: layout,
              label: t(`layout.${layout}`),
              picture: <LayoutPicture layout={layout} />,
            }))}
          />
          <Separator />
          <StretchControl checked={s.themeStretch} onChange={s.setThemeStretch} />
          <Separator />
          <PresetSwatches value={s.themeColorPresets} onChange={s.setThemeColorPresets} />
        </Stack>
      </Drawer.Body>
      <Drawer.Footer px={4} py={3} borderTopWidth="1px">
        <FullscreenButton />
      </Drawer.Footer>
    </>
  );
}
