// Whether the signed-in role may make an API call, from the contract's permission table (`apiRules`,
// docs/product-rules.md#roles): screens hide the actions the server would refuse with 403. The
// server still decides; this only keeps a button from promising what the role cannot do.
import { useStore } from 'zustand';
import type { UserRole } from '@/lib/api-contract/auth';
import { apiRules, roleMayCall, type ApiCall } from '@/lib/api-contract/permission';
import { useSession } from './session-context';

/** Whether an account of `role` may make `call` (`'DELETE /api/product/:id'`); nobody signed in may make no gated call. */
export function mayCall(call: ApiCall, role: UserRole | null | undefined): boolean {
  return roleMayCall(apiRules[call], role);
}

/** `mayCall` for the signed-in user; re-renders when their role changes. */
export function useMayCall(call: ApiCall): boolean {
  const role = useStore(useSession().store, (state) => state.user?.role);
  return mayCall(call, role);
}
