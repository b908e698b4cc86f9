// A route's own screen says so: `data-screen="<the route's path>"` (its pattern, e.g.
// /dashboard/user/$id/edit, / for the home page), on a wrapper that takes no box of its own
// (display: contents). The wrapper is the route's component, so it is there only when that
// component rendered: the screens the router shows in its place (the pending loader, an error, a
// slow load, a missing record) and the dashboard's 403 replace it, and name themselves instead
// (data-screen="route-error", "slow-load", "record-not-found", "forbidden"). A route whose data or
// code failed therefore has no marker of its own, whatever heading the failure shows. The end-to-end
// route table and the accessibility gate wait for it (docs/testing.md#own-screen).
import type { AnyRoute } from '@tanstack/react-router';
import type { ComponentType } from 'react';

/** A route component; the code-split ones carry the `preload` the router calls before rendering. */
type RouteComponent = ComponentType & { preload?: () => Promise<void>; displayName?: string };

const marked = new WeakSet<object>();

/** The `data-screen` value of a route's own screen. */
export const screenName = (route: AnyRoute): string => route.to || '/';

/**
 * Wraps the component of every leaf route (a layout frames other screens) in its marker, once.
 * Called on the app's router once its tree is built (src/router.tsx).
 */
export function markRouteScreens(routesById: object) {
  for (const route of Object.values(routesById) as AnyRoute[]) {
    const Screen = route.options.component as RouteComponent | undefined;
    if (!Screen || route.isRoot || route.children || marked.has(Screen)) continue;
    const name = screenName(route);
    const RouteScreen: RouteComponent = () => (
      <div data-screen={name} style={{ display: 'contents' }}>
        <Screen />
      </div>
    );
    RouteScreen.displayName = `RouteScreen(${name})`;
    // The router preloads a code-split screen's chunk through it; lazyRouteComponent drops its
    // `preload` once the chunk has arrived, so the wrapper reads it live.
    Object.defineProperty(RouteScreen, 'preload', { get: () => Screen.preload });
    marked.add(RouteScreen);
    Object.assign(route.options, { component: RouteScreen });
  }
}
