// The mobile menu (below md): a 260 px dark drawer from the start edge listing the same items. A
// native modal <dialog> in the page's markup, so it works before the app runs (docs/performance.md):
// the header's invoker button opens it, Escape and a click outside close it (closedby="any"),
// focus stays inside (scripts/prerender-boot.js wraps Tab) and returns to the button on close.
// Any navigation closes it.
import { Box, chakra, CloseButton, Stack, Text, Theme } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@/lib/ui/menu-item';
import { LogoMark } from '@/lib/ui/logo';

const DrawerLink = chakra(Link);

interface MarketingMobileDrawerProps {
  id: string;
  items: readonly MenuItem[];
  /** The current path: the drawer closes when it changes. */
  pathname: string;
}

function DrawerItems({ items, depth }: { items: readonly MenuItem[]; depth: number }) {
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
            {item.children?.length ? <DrawerItems items={item.children} depth={depth + 1} /> : null}
          </chakra.li>
        );
      })}
    </Stack>
  );
}

export function MarketingMobileDrawer({ id, items, pathname }: MarketingMobileDrawerProps) {
  const { t } = useTranslation('marketing');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `${id}-title`;

  // The drawer closes on every route change (docs/product-rules.md#header).
  useEffect(() => {
    if (ref.current?.open) ref.current.close();
  }, [pathname]);

  return (
    <Theme
      asChild
      appearance="dark"
      hideFrom="md"
      position="fixed"
      top={0}
      bottom={0}
      insetStart={0}
      insetEnd="auto"
      m={0}
      p={0}
      w="260px"
      maxW="260px"
      h="100dvh"
      maxH="100dvh"
      border="none"
      bg="bg.panel"
      boxShadow="lg"
      overflowY="auto"
      css={{ '&::backdrop': { bg: 'blackAlpha.600' }, '&:not([open])': { display: 'none' } }}
    >
      {/* A native element, so closedby reaches the page (Chakra passes known attributes only). */}
      <dialog
        ref={ref}
        id={id}
        data-testid="mobile-drawer"
        data-trap-focus=""
        aria-labelledby={titleId}
        {...{ closedby: 'any' }}
      >
        <Box display="flex" alignItems="center" gap={3} px={6} pt={6} pb={4}>
          <LogoMark w="32px" h="32px" />
          <Text id={titleId} fontSize="md" fontWeight="semibold">
            {t('layout.menu')}
          </Text>
          <CloseButton size="sm" ms="auto" asChild>
            <button
              type="button"
              aria-label={t('layout.closeMenu')}
              {...{ command: 'close', commandfor: id }}
            >
              <X aria-hidden />
            </button>
          </CloseButton>
        </Box>
        <chakra.nav aria-label={t('layout.mainNav')} px={6} pb={6}>
          <DrawerItems items={items} depth={0} />
        </chakra.nav>
      </dialog>
    </Theme>
  );
}
