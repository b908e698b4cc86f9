// The navigation below lg: a drawer from the start side with the vertical navigation. Loaded on
// its first open (dashboard-layout.tsx), so Chakra's drawer stays out of the dashboard's first load.
import { Box, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { NavSection } from '../nav-config';
import { BrandLink } from './dashboard-header';
import { NavVertical } from './nav-vertical';

export function DashboardNavDrawer({
  open,
  onOpenChange,
  sections,
  width,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sections: NavSection[];
  width: string;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={width}>
            <Drawer.Header px={6}>
              <Drawer.Title asChild>
                <Box>
                  <BrandLink />
                </Box>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px={0}>
              <NavVertical sections={sections} label={t('nav.label')} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('header.closeNav')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
