// The public site's frame: skip link, fixed header, main area, footer (docs/product-rules.md#marketing-site, #header). Every
// page but home gets top padding so it starts below the header; the home hero draws under it.
import { Box } from '@chakra-ui/react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { filterMenuByRole } from '@/lib/ui/menu-item';
import { SkipLink } from '@/lib/ui/skip-link';
import { StaticPart } from '@/lib/ui/static-part';
import { MarketingFooter } from './components/marketing-footer';
import { MarketingHeader } from './components/marketing-header';
import { marketingNav } from './marketing-nav';

export function MarketingLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const isHome = pathname === '/';
  return (
    <Box minH="100dvh" bg="bg" color="fg" display="flex" flexDirection="column">
      <SkipLink />
      <MarketingHeader />
      <Box as="main" id="main" tabIndex={-1} flex="1" pt={isHome ? 0 : { base: '96px', md: '128px' }} outline="none">
        <Outlet />
      </Box>
      {/* Kept as prerendered until the visitor moves to another page: its links mark the current one. */}
      <StaticPart version={pathname}>
        <MarketingFooter items={filterMenuByRole(marketingNav, null)} />
      </StaticPart>
    </Box>
  );
}
