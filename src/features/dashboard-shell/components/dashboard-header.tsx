// The dashboard header: navigation toggle, search (Ctrl/Cmd+K), language, notifications, settings
// and the account menu. The menus', popovers' and dialog's code loads on first use (their buttons
// show at once), so the header adds no overlay machinery to the first load (docs/performance.md).
import { Box, HStack, IconButton, Text, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Menu as MenuIcon, PanelLeftClose, PanelLeftOpen, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcherOnDemand } from '@/lib/i18n/language-switcher-on-demand';
import { OfflineBanner } from '@/lib/offline/offline-banner';
import { PendingChangesMenuOnDemand } from '@/lib/offline/pending-changes-menu-on-demand';
import { useSettingsDrawer } from '@/lib/settings/settings-drawer-store';
import { useSettingsStore } from '@/lib/settings/settings-store';
import { LogoMark } from '@/lib/ui/logo';
import type { NavEntry } from '../nav-access';
import { AccountMenuOnDemand } from './account-menu-on-demand';
import { NavSearch } from './nav-search';
import { NotificationsMenuOnDemand } from './notifications-menu-on-demand';

const HomeLink = chakra(Link);

/** The logo, linking to the overview; `compact` shows the mark alone (mini rail). */
export function BrandLink({ compact = false, nameFrom }: { compact?: boolean; nameFrom?: 'md' }) {
  const { t } = useTranslation('common');
  return (
    <HomeLink
      to="/dashboard"
      display="inline-flex"
      alignItems="center"
      gap={2}
      borderRadius="l2"
      aria-label={t('appName')}
      _focusVisible={{ outline: '2px solid', outlineColor: 'primary.solid' }}
    >
      <LogoMark width="32px" height="32px" />
      {compact ? null : (
        <Text as="span" fontWeight="bold" textStyle="lg" hideBelow={nameFrom}>
          {t('appName')}
        </Text>
      )}
    </HomeLink>
  );
}

export function DashboardHeader({
  entries,
  onOpenNav,
  navOpen,
}: {
  entries: readonly NavEntry[];
  onOpenNav: () => void;
  navOpen: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const layout = useSettingsStore((s) => s.themeLayout);
  const setLayout = useSettingsStore((s) => s.setThemeLayout);
  const toggleSettings = useSettingsDrawer((s) => s.toggle);
  const preloadSettings = useSettingsDrawer((s) => s.preload);
  return (
    <Box
      as="header"
      position="sticky"
      top={0}
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="blur(8px)"
      borderBottomWidth={layout === 'horizontal' ? '0' : '1px'}
      borderColor="border"
    >
      <HStack
        h={{ base: '64px', lg: '72px' }}
        px={{ base: 3, md: 4, lg: 6 }}
        gap={{ base: 1, md: 2 }}
      >
        <IconButton
          variant="ghost"
          colorPalette="gray"
          size="sm"
          hideFrom="lg"
          aria-label={t('header.openNav')}
          aria-expanded={navOpen}
          onClick={onOpenNav}
        >
          <MenuIcon />
        </IconButton>
        {layout !== 'horizontal' ? (
          <IconButton
            variant="ghost"
            colorPalette="gray"
            size="sm"
            hideBelow="lg"
            aria-label={layout === 'mini' ? t('header.expandNav') : t('header.collapseNav')}
            aria-pressed={layout === 'mini'}
            onClick={() => setLayout(layout === 'mini' ? 'vertical' : 'mini')}
          >
            <Box as="span" _rtl={{ transform: 'scaleX(-1)' }} display="inline-flex">
              {layout === 'mini' ? <PanelLeftOpen /> : <PanelLeftClose />}
            </Box>
          </IconButton>
        ) : null}
        <Box hideFrom={layout === 'horizontal' ? undefined : 'lg'} me={2}>
          <BrandLink nameFrom="md" />
        </Box>
        <NavSearch entries={entries} />
        <Box flex="1" />
        <PendingChangesMenuOnDemand />
        <LanguageSwitcherOnDemand />
        <NotificationsMenuOnDemand />
        <IconButton
          variant="ghost"
          colorPalette="gray"
          size="sm"
          aria-label={t('header.settings')}
          onClick={toggleSettings}
          onPointerEnter={preloadSettings}
          onFocus={preloadSettings}
        >
          <Settings />
        </IconButton>
        <AccountMenuOnDemand />
      </HStack>
      {/* Inside the sticky header, so it stays in view while the page scrolls (docs/product-rules.md#offline). */}
      <OfflineBanner />
    </Box>
  );
}
