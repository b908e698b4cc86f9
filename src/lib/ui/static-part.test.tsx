// A static part of a prerendered page (docs/performance.md, "Static parts"): the app takes over the
// page without rendering it, its links stay the router's, and it is rendered once it must change.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router';
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticPart } from './static-part';

// Called as the part's content renders.
const rendered = vi.fn();
function Story() {
  rendered();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <section>
      <h2>Our story</h2>
      <p>Rendered at {pathname}</p>
      <Link to="/about-us">Read about us</Link>
      <a href="mailto:hello@example.com">Write to us</a>
      <a href="/fr/about-us" hrefLang="fr">
        En français
      </a>
    </section>
  );
}

/** The page: a static part that depends on nothing but the language, or on the path (`byPath`). */
function makeRouter(byPath: boolean) {
  const root = createRootRoute({
    component: function Layout() {
      const pathname = useRouterState({ select: (s) => s.location.pathname });
      return (
        <main>
          <StaticPart version={byPath ? pathname : undefined}>
            <Story />
          </StaticPart>
          <Outlet />
        </main>
      );
    },
  });
  const page = (path: string) =>
    createRoute({ getParentRoute: () => root, path, component: () => <p>Page {path}</p> });
  return createRouter({
    routeTree: root.addChildren([page('/'), page('/about-us')]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

/** Prerenders the page, then hydrates that markup with a router of its own, as the app does. */
async function hydratePrerendered(byPath = false) {
  const server = makeRouter(byPath);
  await server.load();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<RouterProvider router={server} />);
  document.body.append(container);
  const router = makeRouter(byPath);
  await router.load();
  rendered.mockClear();
  const mismatch = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, <RouterProvider router={router} />, {
      onRecoverableError: mismatch,
    });
  });
  return { container, router, mismatch };
}

const click = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => void element.dispatchEvent(event));
  return event;
};

describe('StaticPart', () => {
  it('keeps the prerendered markup when the app hydrates the page, without rendering it', async () => {
    const { container, mismatch } = await hydratePrerendered();
    expect(rendered).not.toHaveBeenCalled();
    expect(container.querySelector('h2')?.textContent).toBe('Our story');
    expect(container.querySelector('p')?.textContent).toBe('Rendered at /');
    expect(mismatch).not.toHaveBeenCalled();
  });

  it('hands a click on one of its links to the router instead of loading a page', async () => {
    const { container, router } = await hydratePrerendered();
    const event = click(container.querySelector('a[href="/about-us"]')!);
    expect(event.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(container.textContent).toContain('Page /about-us'));
    expect(router.state.location.pathname).toBe('/about-us');
    // The markup does not depend on the path here: it is still the prerendered one.
    expect(rendered).not.toHaveBeenCalled();
  });

  it('leaves a click with a modifier, or on a link out of the app or to another language, to the browser', async () => {
    const { container, router } = await hydratePrerendered();
    expect(
      click(container.querySelector('a[href="/about-us"]')!, { ctrlKey: true }).defaultPrevented,
    ).toBe(false);
    expect(click(container.querySelector('a[href^="mailto:"]')!).defaultPrevented).toBe(false);
    // The page in another language is a document of its own.
    expect(click(container.querySelector('a[hreflang]')!).defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });

  it('is rendered by the app once what it depends on changes, and from then on', async () => {
    const { container, router } = await hydratePrerendered(true);
    await act(() => router.navigate({ to: '/about-us' }));
    expect(rendered).toHaveBeenCalled();
    expect(container.querySelector('section p')?.textContent).toBe('Rendered at /about-us');
    await act(() => router.navigate({ to: '/' }));
    expect(container.querySelector('section p')?.textContent).toBe('Rendered at /');
    expect(container.querySelectorAll('section')).toHaveLength(1);
  });

  it('renders its content when there is no prerendered markup to keep', async () => {
    const router = makeRouter(false);
    await router.load();
    const container = document.createElement('div');
    document.body.append(container);
    rendered.mockClear();
    await act(async () => {
      root = createRoot(container);
      root.render(<RouterProvider router={router} />);
    });
    expect(rendered).toHaveBeenCalled();
    expect(container.querySelector('h2')?.textContent).toBe('Our story');
  });
});
