import { createRootRouteWithContext } from '@tanstack/react-router';
import { SessionExpiryDialogOnDemand } from '@/features/auth/components/session-expiry-dialog-on-demand';
import { SettingsDrawerOnDemand } from '@/features/settings/settings-drawer-on-demand';
import { AppRoot } from '@/features/app-root/app-root';
import { RootErrorBoundary } from '@/features/app-root/root-error-boundary';
import { RouteTitleSync } from '@/lib/i18n/route-title-sync';
import type { RouterContext } from '@/lib/router-context';
import { PageLoader } from '@/lib/ui/page-loader';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Corvane Data & Consulting' }] }),
  component: () => (
    <>
      <AppRoot />
      <SessionExpiryDialogOnDemand />
      <SettingsDrawerOnDemand />
      <RouteTitleSync />
    </>
  ),
  pendingComponent: () => <PageLoader fullScreen />,
  errorComponent: RootErrorBoundary,
  // Unknown paths: the router's defaultNotFoundComponent sends them to /404 (src/router.tsx).
});
