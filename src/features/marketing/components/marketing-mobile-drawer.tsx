// The mobile menu (below md): a 260 px dark drawer from the start edge listing the same items. A
// native popover in the page's markup, so it works before the app runs (docs/performance.md): the
// header's button opens it (popovertarget), Escape closes it and the browser gives focus back to
// the button. A tap on the dimmed page beside it closes it, focus moves into it when it opens and
// Tab stays inside: this component once the app runs, scripts/prerender-boot.js before. A popover
// rather than a modal <dialog>: showModal makes the rest of the page inert, a style pass over the
// whole document, ~130 ms of a 4x-throttled tap (docs/performance.md, "The mobile drawer").
// Any navigation closes it.
import { Box, chakra, CloseButton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, type ToggleEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@/lib/ui/menu-item';
import { LogoMark } from '@/lib/ui/logo';
import { StaticPart } from '@/lib/ui/static-part';

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

const FOCUSABLE =
  'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

const isOpen = (el: HTMLElement | null) => !!el && el.matches(':popover-open');

export function MarketingMobileDrawer({ id, items, pathname }: MarketingMobileDrawerProps) {
  const { t } = useTranslation('marketing');
  const ref = useRef<HTMLDivElement>(null);
  const titleId = `${id}-title`;

  // The drawer closes on every route change (docs/product-rules.md#header).
  useEffect(() => {
    if (isOpen(ref.current)) ref.current?.hidePopover();
  }, [pathname]);

  // Opened: focus goes to its first control (the close button), as a modal dialog's would.
  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState === 'open')
      event.currentTarget.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  // Tab and Shift+Tab go round inside the open drawer.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A tap on the dimmed part (the popover itself, around the panel) closes it. The popover covers
  // the whole screen so that tap never reaches the page under it (a light dismiss would let the
  // click through to whatever link lies below).
  // Focus stays inside until then, so the browser gives it back to the menu button.
  // A link followed in the app closes it at once too, before the new page replaces the panel (its
  // links mark the current page): the focus, still on the link, goes back to the menu button.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const followed = event.defaultPrevented && (event.target as Element).closest('a[href]');
    if (event.target === event.currentTarget || followed) event.currentTarget.hidePopover();
  };
  const onMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) event.preventDefault();
  };

  return (
    <Box
      asChild
      hideFrom="lg"
      position="fixed"
      inset={0}
      m={0}
      p={0}
      w="100vw"
      maxW="100vw"
      h="100dvh"
      maxH="100dvh"
      border="none"
      bg="blackAlpha.600"
      overflow="hidden"
      css={{ '&:not(:popover-open)': { display: 'none' } }}
    >
      <div
        ref={ref}
        id={id}
        popover="auto"
        data-trap-focus=""
        onToggle={onToggle}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onMouseDown={onMouseDown}
      >
        {/* Dark in either mode: the `dark` class alone (the semantic colours' dark values), not
            Chakra's <Theme>, whose `chakra-theme` class declares every token again (~450
            custom properties) on an element that is styled from scratch at each opening.
            The panel stays the prerendered markup until the visitor moves to another page (its
            links mark the current one); the handlers above work on it as on the app's. */}
        <StaticPart version={pathname}>
          <Box
            className="dark"
            colorScheme="dark"
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            data-testid="mobile-drawer"
            position="absolute"
            top={0}
            bottom={0}
            insetStart={0}
            w="260px"
            maxW="260px"
            bg="bg.panel"
            color="fg"
            boxShadow="lg"
            overflowY="auto"
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
                  popoverTarget={id}
                  popoverTargetAction="hide"
                >
                  <X aria-hidden />
                </button>
              </CloseButton>
            </Box>
            <chakra.nav aria-label={t('layout.mainNav')} px={6} pb={6}>
              <DrawerItems items={items} depth={0} />
            </chakra.nav>
          </Box>
        </StaticPart>
      </div>
    </Box>
  );
}
