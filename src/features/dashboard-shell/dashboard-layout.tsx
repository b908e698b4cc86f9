// The dashboard's frame in the three layouts of the settings (vertical sidebar, horizontal bar,
// mini rail); below lg the navigation is a drawer. Routes the role may not use answer 403 here.
// The horizontal bar and the mini rail (Chakra's menus) load only in their layout, and the drawer
// on its first open: the default layout's first load carries neither (docs/performance.md).
// Below lg the sidebar is not built at all, and on the first load the sidebar's items and the
// screen are drawn as deferred parts (src/lib/ui/deferred-part.tsx): the frame paints first, then
// each comes in its own short task instead of one long render of everything.
import { Box, Flex } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredPart } from '@/lib/ui/deferred-part';
import { SkipLink } from '@/lib/ui/skip-link';
import { useBelowLg } from '@/lib/ui/use-narrow-screen';
import { canUseRoute } from '@/lib/api-contract/permission';
import { useSettingsStore } from '@/lib/settings/settings-store';
import { useAuth } from '@/lib/session/use-auth';
import { BrandLink, DashboardHeader } from './components/dashboard-header';
import { DashboardBreadcrumbs } from './components/dashboard-breadcrumbs';
import { DashboardForbidden } from './components/dashboard-forbidden';
import { NavVertical } from './components/nav-vertical';
import { flattenNav, navForRole } from './nav-access';

const NavHorizontal = lazy(() => import('./components/nav-horizontal').then((m) => ({ default: m.NavHorizontal })));
const NavMini = lazy(() => import('./components/nav-mini').then((m) => ({ default: m.NavMini })));
const DashboardNavDrawer = lazy(() =>
  import('./components/dashboard-nav-drawer').then((m) => ({ default: m.DashboardNavDrawer })),
);

export const SIDEBAR_WIDTH = '280px';
export const MINI_WIDTH = '88px';

export function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const pathname = useLocation({ select: (l) => l.pathname });
  const layout = useSettingsStore((s) => s.themeLayout);
  const stretch = useSettingsStore((s) => s.themeStretch);
  const belowLg = useBelowLg();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from its first open on, so it animates closed and gives focus back to the opener.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const role = user?.role ?? null;
  const sections = useMemo(() => navForRole(role), [role]);
  const entries = useMemo(() => flattenNav(sections), [sections]);

  // Live updates while signed in (docs/server.md#live-updates): what other people or tabs change
  // refreshes what this screen shows. Loaded here, never on the marketing pages.
  const queryClient = useQueryClient();
  const accountId = user?.id ?? null;
  useEffect(() => {
    if (!accountId) return;
    let stop: (() => void) | null = null;
    let left = false;
    void import('@/lib/live/start-live').then((m) => {
      if (!left) stop = m.startLive(queryClient);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [accountId, queryClient]);

  // The drawer closes once a link in it has been followed.
  useEffect(() => setDrawerOpen(false), [pathname]);

  const side = belowLg ? null : layout === 'vertical' ? (
      <Box as="aside" hideBelow="lg" w={SIDEBAR_WIDTH} flexShrink={0} borderEndWidth="1px" borderColor="border" position="sticky" top={0} h="100dvh" overflowY="auto" bg="bg">
        <Box px={6} pt={5} pb={2}>
          <BrandLink />
        </Box>
        <DeferredPart>
          <NavVertical sections={sections} label={t('nav.label')} />
        </DeferredPart>
      </Box>
    ) : layout === 'mini' ? (
      <Box as="aside" hideBelow="lg" w={MINI_WIDTH} flexShrink={0} borderEndWidth="1px" borderColor="border" position="sticky" top={0} h="100dvh" overflowY="auto" bg="bg">
        <Flex justify="center" pt={5} pb={2}>
          <BrandLink compact />
        </Flex>
        <Suspense fallback={null}>
          <NavMini sections={sections} label={t('nav.label')} />
        </Suspense>
      </Box>
    ) : null;

  return (
    <Flex minH="100dvh" bg="bg" color="fg" data-layout={layout}>
      <SkipLink />
      {side}
      <Flex direction="column" flex="1" minW={0}>
        <DashboardHeader
          entries={entries}
          onOpenNav={() => {
            setDrawerMounted(true);
            setDrawerOpen(true);
          }}
          navOpen={drawerOpen}
        />
        {layout === 'horizontal' && !belowLg ? (
          <Box hideBelow="lg">
            <Suspense fallback={null}>
              <NavHorizontal sections={sections} label={t('nav.label')} />
            </Suspense>
          </Box>
        ) : null}
        <Box as="main" id="main" tabIndex={-1} flex="1" outline="none" px={{ base: 4, md: 6, lg: 10 }} py={{ base: 4, md: 6 }}>
          <Box
            data-stretch={stretch || undefined}
            mx="auto"
            w="full"
            maxW="1200px"
            css={stretch ? { '@media (min-width: 1600px)': { maxWidth: 'none' } } : undefined}
          >
            <DashboardBreadcrumbs />
            <DeferredPart>
              {canUseRoute(pathname, role) ? <Outlet /> : <DashboardForbidden role={role ?? 'user'} />}
            </DeferredPart>
          </Box>
        </Box>
      </Flex>
      {drawerMounted ? (
        <Suspense fallback={null}>
          <DashboardNavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} sections={sections} width={SIDEBAR_WIDTH} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
