// The marketing header of docs/product-rules.md#header: 64 px on mobile, 80 px from md, compact (64 px, background,
// shadow) once the page has scrolled past 80 px. Menu from md, hamburger and dark drawer below.
import { Box, Button, Container, HStack, IconButton } from '@chakra-ui/react';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterMenuByRole } from '@/lib/ui/menu-item';
import { marketingNav } from '../marketing-nav';
import { useScrolledPast } from '../use-scrolled-past';
import { MarketingCartLink } from './marketing-cart-link';
import { MarketingLanguageButton } from './marketing-language-button';
import { MarketingLogo } from './marketing-logo';
import { MarketingNavMenu } from './marketing-nav-menu';

const loadDrawer = () => import('./marketing-mobile-drawer');
const MarketingMobileDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MarketingMobileDrawer })));

export const HEADER_OFFSET = 80;

export function MarketingHeader() {
  const { t } = useTranslation('marketing');
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const compact = useScrolledPast(HEADER_OFFSET);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const items = filterMenuByRole(marketingNav, null);
  const signedIn = router.options.context?.auth?.status() === 'authenticated';

  // The drawer closes on every route change (docs/product-rules.md#header).
  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <Box
      as="header"
      position="fixed"
      top={0}
      insetX={0}
      zIndex="sticky"
      data-testid="marketing-header"
      data-compact={compact || undefined}
      h={compact ? '64px' : { base: '64px', md: '80px' }}
      bg={compact ? 'bg' : 'transparent'}
      boxShadow={compact ? 'md' : 'none'}
      transition="height 0.2s ease, background-color 0.2s ease, box-shadow 0.2s ease"
    >
      <Container maxW="7xl" h="full">
        <HStack h="full" gap={{ base: 2, md: 6 }} justify="space-between">
          <MarketingLogo />
          <Box hideBelow="md" flex="1" display="flex" justifyContent="center">
            <MarketingNavMenu items={items} label={t('layout.mainNav')} />
          </Box>
          <HStack gap={{ base: 1, md: 2 }}>
            <MarketingCartLink />
            <MarketingLanguageButton />
            <Button asChild size="sm" colorPalette="primary" variant={signedIn ? 'solid' : 'outline'}>
              <Link to={signedIn ? '/dashboard' : '/auth/jwt/login'}>{signedIn ? t('nav.dashboard', { ns: 'common' }) : t('nav.signIn', { ns: 'common' })}</Link>
            </Button>
            <IconButton
              hideFrom="md"
              variant="ghost"
              aria-label={t('layout.openMenu')}
              aria-expanded={drawerOpen}
              aria-haspopup="dialog"
              onPointerEnter={() => void loadDrawer()}
              onFocus={() => void loadDrawer()}
              onClick={() => {
                setDrawerWanted(true);
                setDrawerOpen(true);
              }}
            >
              <MenuIcon size={24} aria-hidden />
            </IconButton>
          </HStack>
        </HStack>
      </Container>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MarketingMobileDrawer items={items} open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      ) : null}
    </Box>
  );
}
