import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/lib/ui/menu-item';
import { renderWithProviders } from '../../../../tests/test-utils';
import { MarketingNavMenu } from './marketing-nav-menu';

// The six real items have no children; the component supports them (docs/product-rules.md#header, #settings).
const items: MenuItem[] = [
  { title: 'nav.home', path: '/' },
  {
    title: 'nav.consulting',
    path: '/consulting',
    children: [
      { title: 'nav.aboutUs', path: '/about-us' },
      { title: 'nav.contactUs', path: '/contact-us' },
    ],
  },
];

async function renderMenu() {
  const root = createRootRoute({
    component: () => (
      <>
        <MarketingNavMenu items={items} label="Main" />
        <Outlet />
      </>
    ),
  });
  const page = (path: string) => createRoute({ getParentRoute: () => root, path, component: () => <p>{path}</p> });
  const router = createRouter({
    routeTree: root.addChildren([page('/'), page('/consulting'), page('/about-us'), page('/contact-us')]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  renderWithProviders(<RouterProvider router={router} />);
  // The first render waits for the translations to load.
  await screen.findByRole('navigation', { name: 'Main' }, { timeout: 10_000 });
  return router;
}

describe('MarketingNavMenu', () => {
  it('opens a submenu on hover and closes it when the pointer leaves', async () => {
    const user = userEvent.setup();
    await renderMenu();
    const parent = await screen.findByRole('link', { name: 'Consulting services' });
    const toggle = screen.getByRole('button', { name: /consulting services/i });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'About us' })).not.toBeInTheDocument();

    await user.hover(parent);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'About us' })).toBeVisible();

    await user.unhover(parent);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'About us' })).not.toBeInTheDocument();
  });

  it('closes the submenu on navigation', async () => {
    const user = userEvent.setup();
    const router = await renderMenu();
    const toggle = await screen.findByRole('button', { name: /consulting services/i });
    await user.click(toggle);
    expect(screen.getByRole('link', { name: 'Contact us' })).toBeVisible();

    await act(() => router.navigate({ to: '/contact-us' }));
    expect(await screen.findByText('/contact-us')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
  });

  it('closes the submenu with Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    await renderMenu();
    const toggle = await screen.findByRole('button', { name: /consulting services/i });
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'About us' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
