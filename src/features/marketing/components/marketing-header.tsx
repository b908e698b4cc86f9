// The marketing header of docs/product-rules.md#header: 64 px on mobile, 80 px from md, compact (64 px, background,
// shadow) once the page has scrolled past 80 px. Menu from lg (at md the menu, language and
// Sign in do not fit in 768 px: docs/testing.md#the-layout-gate), hamburger and dark drawer below.
// Prerendered, it works before the app runs (docs/performance.md): the compact state is an
// attribute (set by scripts/prerender-boot.js until the app does), the drawer is a native
// <dialog> opened by an invoker button, the language menu a popover of links. The parts that hold
// no state of the app's (the logo, the sign-in link, the menu button) stay the prerendered markup
// when the app takes over (src/lib/ui/static-part.tsx).
import { Box, Button, Container, HStack, IconButton } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { Menu as MenuIcon } from 'lucide-react';
import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalSession } from '@/lib/session/session-context';
import { filterMenuByRole } from '@/lib/ui/menu-item';
import { StaticPart } from '@/lib/ui/static-part';
import { marketingNav } from '../marketing-nav';
import { useScrolledPast } from '../use-scrolled-past';
import { MarketingCartLink } from './marketing-cart-link';
import { MarketingLanguageButton } from './marketing-language-button';
import { MarketingLogo } from './marketing-logo';
import { MarketingMobileDrawer } from './marketing-mobile-drawer';
import { MarketingNavMenu } from './marketing-nav-menu';

export const HEADER_OFFSET = 80;

// Signed in or not; a prerendered page is signed out while it hydrates, then follows the session.
function useSignedIn() {
  const session = useOptionalSession();
  return useSyncExternalStore(
    session?.store.subscribe ?? noSubscription,
    () => session?.status() === 'authenticated',
    signedOut,
  );
}
const noSubscription = () => () => {};
const signedOut = () => false;

export function MarketingHeader() {
  const { t } = useTranslation('marketing');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const compact = useScrolledPast(HEADER_OFFSET);
  const drawerId = useId();
  const items = filterMenuByRole(marketingNav, null);
  const signedIn = useSignedIn();

  return (
    <Box
      as="header"
      position="fixed"
      top={0}
      insetX={0}
      zIndex="sticky"
      data-testid="marketing-header"
      data-marketing-header=""
      data-compact={compact ? '' : undefined}
      h={{ base: '64px', md: '80px' }}
      bg="transparent"
      boxShadow="none"
      css={{ '&[data-compact]': { height: '64px', bg: 'bg', boxShadow: 'md' } }}
      transition="height 0.2s ease, background-color 0.2s ease, box-shadow 0.2s ease"
    >
      <Container maxW="7xl" h="full">
        <HStack h="full" gap={{ base: 2, md: 6 }} justify="space-between">
          <StaticPart>
            <MarketingLogo />
          </StaticPart>
          <Box hideBelow="lg" flex="1" display="flex" justifyContent="center">
            <MarketingNavMenu items={items} label={t('layout.mainNav')} />
          </Box>
          <HStack gap={{ base: 1, md: 2 }}>
            <MarketingCartLink />
            <MarketingLanguageButton />
            <StaticPart version={signedIn ? 'signed-in' : 'signed-out'}>
              <Button
                asChild
                size="sm"
                colorPalette="primary"
                variant={signedIn ? 'solid' : 'outline'}
                data-app-intent=""
              >
                <Link to={signedIn ? '/dashboard' : '/auth/jwt/login'}>
                  {signedIn
                    ? t('nav.dashboard', { ns: 'common' })
                    : t('nav.signIn', { ns: 'common' })}
                </Link>
              </Button>
              <IconButton hideFrom="lg" variant="ghost" asChild>
                {/* A native button with popovertarget: it opens the drawer without script. */}
                <button
                  type="button"
                  aria-label={t('layout.openMenu')}
                  aria-haspopup="dialog"
                  popoverTarget={drawerId}
                >
                  <MenuIcon size={24} aria-hidden />
                </button>
              </IconButton>
            </StaticPart>
          </HStack>
        </HStack>
      </Container>
      <MarketingMobileDrawer id={drawerId} items={items} pathname={pathname} />
    </Box>
  );
}
