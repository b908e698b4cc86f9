// The router's error boundary: an error thrown in a route shows the 500 content, and Retry renders it again.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/test-utils';
import { RootErrorBoundary } from './root-error-boundary';

describe('root error boundary', () => {
  it('shows the 500 content for an error thrown in a route, and Retry renders the route again', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('Report service exploded');
      return <p>Report ready</p>;
    }
    const rootRoute = createRootRoute({ errorComponent: RootErrorBoundary });
    const reportRoute = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      component: Flaky,
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([reportRoute]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    renderWithProviders(<RouterProvider router={router} />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong on our side' }),
    ).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Report ready')).toBeInTheDocument();
  });
});
