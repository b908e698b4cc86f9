// A confirmation dialog and a filter drawer, both keyboard-operable with focus trapped, and the
// button that opens the settings drawer.
import {
  Button,
  Checkbox,
  CloseButton,
  Dialog,
  Drawer,
  HStack,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataProducts, updateFrequencies, type UpdateFrequency } from '@/lib/catalog/data-products';
import { useSettingsDrawer } from '@/lib/settings/settings-drawer-store';
import { toast } from '@/lib/toast/toast';

export function OverlaysDemo() {
  const { t } = useTranslation('components');
  const openSettings = useSettingsDrawer((s) => s.setOpen);
  const preloadSettings = useSettingsDrawer((s) => s.preload);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [frequencies, setFrequencies] = useState<UpdateFrequency[]>(['hourly', 'daily']);
  const matching = dataProducts.filter((product) =>
    frequencies.includes(product.updateFrequency),
  ).length;

  return (
    <HStack wrap="wrap" gap={3}>
      <Dialog.Root
        open={dialogOpen}
        onOpenChange={(details) => setDialogOpen(details.open)}
        role="alertdialog"
      >
        <Dialog.Trigger asChild>
          <Button variant="outline" colorPalette="primary">
            {t('overlays.openDialog')}
          </Button>
        </Dialog.Trigger>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('overlays.dialogTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>{t('overlays.dialogBody')}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" colorPalette="gray">
                    {t('overlays.cancel')}
                  </Button>
                </Dialog.ActionTrigger>
                <Button
                  colorPalette="primary"
                  onClick={() => {
                    setDialogOpen(false);
                    toast.success(t('overlays.archived'));
                  }}
                >
                  {t('overlays.archive')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('overlays.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>

      <Drawer.Root
        open={drawerOpen}
        onOpenChange={(details) => setDrawerOpen(details.open)}
        placement="start"
        size="sm"
      >
        <Drawer.Trigger asChild>
          <Button variant="outline" colorPalette="primary">
            {t('overlays.openDrawer')}
          </Button>
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>{t('overlays.drawerTitle')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Checkbox.Group
                  value={frequencies}
                  onValueChange={(value) =>
                    setFrequencies(updateFrequencies.filter((f) => value.includes(f)))
                  }
                  colorPalette="primary"
                  aria-labelledby="gallery-drawer-legend"
                >
                  <Text id="gallery-drawer-legend" mb={3}>
                    {t('overlays.drawerBody')}
                  </Text>
                  <Stack gap={3}>
                    {updateFrequencies.map((frequency) => (
                      <Checkbox.Root key={frequency} value={frequency}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{t(`frequency.${frequency}`)}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Stack>
                </Checkbox.Group>
              </Drawer.Body>
              <Drawer.Footer>
                <Button
                  colorPalette="primary"
                  onClick={() => {
                    setDrawerOpen(false);
                    toast.info(t('overlays.applied', { count: matching }));
                  }}
                >
                  {t('overlays.apply')}
                </Button>
              </Drawer.Footer>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('overlays.close')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>

      <Button
        colorPalette="primary"
        onClick={() => openSettings(true)}
        onPointerEnter={preloadSettings}
        onFocus={preloadSettings}
      >
        <Settings2 aria-hidden="true" />
        {t('openSettings')}
      </Button>
    </HStack>
  );
}
