// Rendering helpers for tests: a fresh QueryClient (retry off) per render, the real providers, and
// the real route tree on a memory history with a real session (signed in with `signedIn: true`).
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { AppProviders } from '@/lib/app-providers';
import type { AuthRouterContext } from '@/lib/session/auth-context';
import { createAppSession } from '@/lib/session/create-app-session';
import { routerNavigator, type Session } from '@/lib/session/session';
import { SessionProvider } from '@/lib/session/session-context';
import { NARROW_QUERY } from '@/lib/ui/use-narrow-screen';
import { createAppRouter } from '@/router';
import { signInAsDemo, trackTestSession } from './auth';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** A real session for a test, wired to the HTTP client; `start()` is left to the caller. */
export function createTestSession(queryClient: QueryClient): Session {
  const session = createAppSession({ queryClient });
  session.connectHttp();
  trackTestSession(session);
  return session;
}

export function renderWithProviders(
  ui: ReactElement,
  options: { queryClient?: QueryClient; session?: Session } & RenderOptions = {},
) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const session = options.session ?? createTestSession(queryClient);
  if (!options.session) void session.start();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient}>
      <SessionProvider session={session}>{children}</SessionProvider>
    </AppProviders>
  );
  return { queryClient, session, ...render(ui, { wrapper, ...options }) };
}

export interface RenderRouteOptions {
  /** Signs in as the demo account first (a real token in sessionStorage, then the start-up check). */
  signedIn?: boolean;
  /** Replaces the session the guards see (the components still get the real session). */
  auth?: AuthRouterContext;
  queryClient?: QueryClient;
}

export function renderRoute(path: string, options: RenderRouteOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const session = createTestSession(queryClient);
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, auth: options.auth ?? session }, history);
  session.attachNavigator(routerNavigator(router));
  void (options.signedIn ? signInAsDemo().then(() => session.start()) : session.start());
  const result = render(
    <AppProviders queryClient={queryClient}>
      <SessionProvider session={session}>
        <RouterProvider router={router} />
      </SessionProvider>
    </AppProviders>,
  );
  return { router, history, queryClient, session, ...result };
}

/**
 * The screen as a phone's (the narrow media query matches) or a desktop's at 1440 px (no max-width
 * query matches). jsdom has no layout: its own matchMedia answers false to every query. Restore with
 * `vi.restoreAllMocks()`.
 */
export function onScreen(kind: 'phone' | 'wide') {
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: kind === 'phone' && query === NARROW_QUERY }));
}
