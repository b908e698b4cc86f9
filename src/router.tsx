// Creates the app's router from the generated route tree, with the project's defaults.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { AppNotFound } from '@/features/app-root/app-not-found';
import { RootErrorBoundary } from '@/features/app-root/root-error-boundary';
import { watchChunkTimeouts } from '@/lib/chunk-errors';
import { useChunkTimeoutStore } from '@/lib/chunk-timeout-store';
import type { RouterContext } from '@/lib/router-context';
import { PageLoader } from '@/lib/ui/page-loader';
import { markRouteScreens } from '@/lib/route-screen';
import { routeTree } from './routeTree.gen';

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <PageLoader />,
    defaultPendingMs: 200,
    defaultErrorComponent: RootErrorBoundary,
    // A record route's notFound() (docs/product-rules.md#records); unknown paths go to /404.
    defaultNotFoundComponent: AppNotFound,
    notFoundMode: 'root',
    scrollRestoration: false,
  });
  // Each route's own screen carries data-screen="<its path>"; what shows in its place does not.
  markRouteScreens(router.routesById);
  return router;
}

/** docs/product-rules.md#chunk-errors: a navigation whose code has not arrived after 120 s fails; a clean render clears that state. */
export function watchChunks(router: ReturnType<typeof createAppRouter>) {
  router.subscribe('onResolved', () => {
    if (router.state.matches.every((match) => match.status !== 'error')) {
      useChunkTimeoutStore.getState().set(null);
    }
  });
  return watchChunkTimeouts(router, (error) => useChunkTimeoutStore.getState().set(error));
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
