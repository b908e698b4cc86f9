// The mobile menu (below md): a 260 px dark drawer from the start edge listing the same items.
// Loaded on demand, so the first page load does not carry the dialog machinery. Escape, the
// close button, the backdrop and any navigation close it.
import { Box, chakra, CloseButton, Drawer, Portal, Stack, Text, Theme } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@/lib/ui/menu-item';
import { LogoMark } from '@/lib/ui/logo';

const DrawerLink = chakra(Link);

interface MarketingMobileDrawerProps {
  items: readonly MenuItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function DrawerItems({ items, depth, onNavigate }: { items: readonly MenuItem[]; depth: number; onNavigate: () => void }) {
  const { t } = useTranslation('marketing');
  return (
    <Stack as="ul" gap={1} m={0} p={0} ps={depth ? 4 : 0}>
      {items.map((item) => {
        const Icon = item.icon;
        return (
          <chakra.li key={item.path} listStyleType="none">
            <DrawerLink
              to={item.path}
              disabled={item.disabled}
              activeOptions={{ exact: item.path === '/' }}
              onClick={onNavigate}
              display="flex"
              alignItems="center"
              gap={3}
              px={3}
              py={2.5}
              borderRadius="md"
              fontWeight="medium"
              color="fg.muted"
              _hover={{ bg: 'bg.muted', color: 'fg' }}
              css={{ '&[aria-current=page]': { bg: 'primary.subtle', color: 'primary.fg' } }}
            >
              {Icon ? <Icon size={20} aria-hidden /> : null}
              <Box>
                <Text as="span" display="block">
                  {t(item.title, { ns: 'common' })}
                </Text>
                {item.caption ? (
                  <Text as="span" display="block" fontSize="xs" color="fg.subtle">
                    {t(item.caption, { ns: 'common' })}
                  </Text>
                ) : null}
              </Box>
              {item.info}
            </DrawerLink>
            {item.children?.length ? (
              <DrawerItems items={item.children} depth={depth + 1} onNavigate={onNavigate} />
            ) : null}
          </chakra.li>
        );
      })}
    </Stack>
  );
}

export function MarketingMobileDrawer({ items, open, onOpenChange }: MarketingMobileDrawerProps) {
  const { t } = useTranslation('marketing');
  return (
    <Drawer.Root open={open} onOpenChange={(event) => onOpenChange(event.open)} placement="start">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content asChild w="260px" maxW="260px" data-testid="mobile-drawer">
            <Theme appearance="dark" hasBackground={false}>
              <Drawer.Header display="flex" alignItems="center" gap={3}>
                <LogoMark w="32px" h="32px" />
                <Drawer.Title fontSize="md">{t('layout.menu')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <chakra.nav aria-label={t('layout.mainNav')}>
                  <DrawerItems items={items} depth={0} onNavigate={() => onOpenChange(false)} />
                </chakra.nav>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('layout.closeMenu')} />
              </Drawer.CloseTrigger>
            </Theme>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
