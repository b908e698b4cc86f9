// The router context every route receives: the one QueryClient and the session for guards.
import type { QueryClient } from '@tanstack/react-query';
import type { AuthRouterContext } from './session/auth-context';

export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthRouterContext;
}
