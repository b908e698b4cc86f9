// The own-screen marker (src/lib/route-screen.tsx): a route's own screen carries
// data-screen="<its path>"; the screens shown in its place when its loader fails, its record is
// missing or it crashes while rendering do not.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { markRouteScreens } from './route-screen';

function app(path: string) {
  const root = createRootRoute({ component: Outlet });
  const section = createRoute({
    getParentRoute: () => root,
    path: 'section',
    component: Outlet,
  });
  const list = createRoute({
    getParentRoute: () => section,
    path: '/',
    component: () => <h1>The list</h1>,
  });
  const detail = createRoute({
    getParentRoute: () => section,
    path: '$id',
    loader: ({ params }) => {
      // As loadRecord does (src/lib/record-route.ts): the route itself shows the not-found screen.
      if (params.id === 'gone') throw notFound({ routeId: '/section/$id' as never });
      if (params.id === 'broken') throw new Error('The API failed');
      return { name: `Record ${params.id}` };
    },
    component: function Detail() {
      return <h1>{(detail.useLoaderData() as { name: string }).name}</h1>;
    },
  });
  const crash = createRoute({
    getParentRoute: () => section,
    path: 'crash',
    component: () => {
      throw new Error('Render failed');
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([section.addChildren([list, detail, crash])]),
    history: createMemoryHistory({ initialEntries: [path] }),
    // As the app's router (src/router.tsx): every route has its error and not-found screens.
    defaultErrorComponent: () => <h1 data-screen="route-error">Something failed</h1>,
    defaultNotFoundComponent: () => <h1 data-screen="record-not-found">No such record</h1>,
  });
  markRouteScreens(router.routesById);
  markRouteScreens(router.routesById);
  render(<RouterProvider router={router} />);
  return router;
}

const markers = () =>
  [...document.querySelectorAll('[data-screen]')].map((element) =>
    element.getAttribute('data-screen'),
  );

describe('the own-screen marker', () => {
  it('marks a leaf route by its path pattern, once, and not the layouts around it', async () => {
    app('/section/42');
    expect(await screen.findByRole('heading', { name: 'Record 42' })).toBeInTheDocument();
    expect(markers()).toEqual(['/section/$id']);
    expect(screen.getByRole('heading').closest('[data-screen]')).toHaveStyle({
      display: 'contents',
    });
  });

  it('names an index route by its parent path', async () => {
    app('/section');
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(markers()).toEqual(['/section']);
  });

  it('keeps a code-split screen preloadable: the router still fetches its chunk before rendering', async () => {
    const root = createRootRoute({ component: Outlet });
    let imports = 0;
    const page = createRoute({
      getParentRoute: () => root,
      path: '/',
      component: lazyRouteComponent(async () => {
        imports += 1;
        return { default: () => <h1>Loaded</h1> };
      }),
    });
    const router = createRouter({ routeTree: root.addChildren([page]) });
    markRouteScreens(router.routesById);
    const preload = (page.options.component as { preload?: () => Promise<void> }).preload;
    expect(preload).toBeTypeOf('function');
    await preload!();
    expect(imports).toBe(1);
    // Loaded: lazyRouteComponent drops its preload, and the wrapper follows.
    expect((page.options.component as { preload?: unknown }).preload).toBeUndefined();
  });

  it('is absent when the loader fails, the record is missing or the screen crashes while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const [path, shown] of [
      ['/section/broken', 'route-error'],
      ['/section/gone', 'record-not-found'],
      ['/section/crash', 'route-error'],
    ] as const) {
      app(path);
      expect(await screen.findByRole('heading'), path).toHaveAttribute('data-screen', shown);
      expect(markers(), path).toEqual([shown]);
      cleanup();
    }
  });
});
