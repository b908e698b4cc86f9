import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useBlocker,
} from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trackTestSession } from '../../../tests/auth';
import { createSession, routerNavigator } from './session';

function GuardedForm() {
  // An unsaved-changes guard that always refuses to leave.
  useBlocker({ shouldBlockFn: () => true });
  return <h1>Editing</h1>;
}

function buildRouter() {
  const root = createRootRoute({ component: Outlet });
  const form = createRoute({ getParentRoute: () => root, path: '/dashboard/user/new', component: GuardedForm });
  const login = createRoute({ getParentRoute: () => root, path: '/auth/jwt/login', component: () => <h1>Sign in</h1> });
  return createRouter({
    routeTree: root.addChildren([form, login]),
    history: createMemoryHistory({ initialEntries: ['/dashboard/user/new?tab=2'] }),
  });
}

describe('routerNavigator', () => {
  it('takes the user to sign-in on expiry even past an unsaved-changes guard, with returnTo, in place of the page', async () => {
    const router = buildRouter();
    const session = createSession({ queryClient: new QueryClient() });
    trackTestSession(session);
    session.attachNavigator(routerNavigator(router));
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Editing' });
    session.store.setState({ accessToken: 'x.y.z' });
    act(() => session.expire());
    await screen.findByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/jwt/login'));
    expect(router.state.location.searchStr).toBe('?returnTo=%2Fdashboard%2Fuser%2Fnew%3Ftab%3D2');
    // The sign-in page took the ended session's page's place: Back does not lead to a page the
    // user can no longer use.
    expect(router.history.length).toBe(1);
  });
});
