import { createRootRouteWithContext } from '@tanstack/react-router';
import { SessionExpiryDialog } from '@/features/auth/components/session-expiry-dialog';
import { SettingsDrawer } from '@/features/settings/settings-drawer';
import { AppRoot } from '@/features/status-pages/app-root';
import { NotFoundRedirect } from '@/features/status-pages/not-found-redirect';
import { RootErrorBoundary } from '@/features/status-pages/root-error-boundary';
import { RouteTitleSync } from '@/lib/i18n/route-title-sync';
import type { RouterContext } from '@/lib/router-context';
import { PageLoader } from '@/lib/ui/page-loader';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({ meta: [{ title: 'Corvane Data & Consulting' }] }),
  component: () => (
    <>
      <AppRoot />
      <SessionExpiryDialog />
      <SettingsDrawer />
      <RouteTitleSync />
    </>
  ),
  pendingComponent: () => <PageLoader fullScreen />,
  errorComponent: RootErrorBoundary,
  notFoundComponent: NotFoundRedirect,
});
