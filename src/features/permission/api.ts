// The permission page's role switch (docs/product-rules.md#roles).
import { useMutation } from '@tanstack/react-query';
import type { RoleInput, RoleResponse } from '@/lib/api-contract/permission';
import { permissionPaths } from '@/lib/api-contract/permission';
import { http } from '@/lib/http/client';

/**
 * Switches the demo account's role; the caller refreshes the session's user afterwards. The role
 * gates screens, not data, so no cached answer changes.
 */
export function useSwitchRole() {
  return useMutation({
    mutationFn: (input: RoleInput) => http.post<RoleResponse>(permissionPaths.role, input),
  });
}
