// The permission page's role switch request (POST /api/auth/role): one copy for the demo API
// (src/demo-api/handlers/permission.ts) and the API server (server/routes/auth.ts).
import { z } from 'zod';
import { appRoles, type RoleInput } from './permission';

export const roleSchema = z.object({ role: z.enum(appRoles, 'Choose admin, manager or user.') }) satisfies z.ZodType<RoleInput, unknown>;
