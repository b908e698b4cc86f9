// Rendering helpers for tests: a fresh QueryClient (retry off) per render, the real providers, and
// the real route tree on a memory history.
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { AppProviders } from '@/lib/app-providers';
import type { AuthRouterContext } from '@/lib/session/auth-context';
import { guestOnlyAuth } from '@/lib/session/auth-context';
import { createAppRouter } from '@/router';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export function renderWithProviders(ui: ReactElement, options: { queryClient?: QueryClient } & RenderOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={queryClient}>{children}</AppProviders>
  );
  return { queryClient, ...render(ui, { wrapper, ...options }) };
}

export function renderRoute(path: string, options: { auth?: AuthRouterContext; queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, auth: options.auth ?? guestOnlyAuth }, history);
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, history, queryClient, ...result };
}
