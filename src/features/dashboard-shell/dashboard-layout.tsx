// The dashboard's frame in the three layouts of the settings (vertical sidebar, horizontal bar,
// mini rail); below lg the navigation is a drawer. Routes the role may not use answer 403 here.
import { Box, CloseButton, Drawer, Flex, Portal } from '@chakra-ui/react';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SkipLink } from '@/lib/ui/skip-link';
import { canUseRoute } from '@/lib/api-contract/permission';
import { useSettingsStore } from '@/lib/settings/settings-store';
import { useAuth } from '@/lib/session/use-auth';
import { BrandLink, DashboardHeader } from './components/dashboard-header';
import { DashboardBreadcrumbs } from './components/dashboard-breadcrumbs';
import { DashboardForbidden } from './components/dashboard-forbidden';
import { NavHorizontal } from './components/nav-horizontal';
import { NavMini } from './components/nav-mini';
import { NavVertical } from './components/nav-vertical';
import { flattenNav, navForRole } from './nav-access';

export const SIDEBAR_WIDTH = '280px';
export const MINI_WIDTH = '88px';

export function DashboardLayout() {
  const { t } = useTranslation('dashboard');
  const { user } = useAuth();
  const { pathname } = useLocation();
  const layout = useSettingsStore((s) => s.themeLayout);
  const stretch = useSettingsStore((s) => s.themeStretch);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const role = user?.role ?? null;
  const sections = useMemo(() => navForRole(role), [role]);
  const entries = useMemo(() => flattenNav(sections), [sections]);

  // The drawer closes once a link in it has been followed.
  useEffect(() => setDrawerOpen(false), [pathname]);

  const side =
    layout === 'vertical' ? (
      <Box as="aside" hideBelow="lg" w={SIDEBAR_WIDTH} flexShrink={0} borderEndWidth="1px" borderColor="border" position="sticky" top={0} h="100dvh" overflowY="auto" bg="bg">
        <Box px={6} pt={5} pb={2}>
          <BrandLink />
        </Box>
        <NavVertical sections={sections} label={t('nav.label')} />
      </Box>
    ) : layout === 'mini' ? (
      <Box as="aside" hideBelow="lg" w={MINI_WIDTH} flexShrink={0} borderEndWidth="1px" borderColor="border" position="sticky" top={0} h="100dvh" overflowY="auto" bg="bg">
        <Flex justify="center" pt={5} pb={2}>
          <BrandLink compact />
        </Flex>
        <NavMini sections={sections} label={t('nav.label')} />
      </Box>
    ) : null;

  return (
    <Flex minH="100dvh" bg="bg" color="fg" data-layout={layout}>
      <SkipLink />
      {side}
      <Flex direction="column" flex="1" minW={0}>
        <DashboardHeader entries={entries} onOpenNav={() => setDrawerOpen(true)} navOpen={drawerOpen} />
        {layout === 'horizontal' ? (
          <Box hideBelow="lg">
            <NavHorizontal sections={sections} label={t('nav.label')} />
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
            {canUseRoute(pathname, role) ? <Outlet /> : <DashboardForbidden role={role ?? 'user'} />}
          </Box>
        </Box>
      </Flex>
      <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start" size="xs">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW={SIDEBAR_WIDTH}>
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
    </Flex>
  );
}
