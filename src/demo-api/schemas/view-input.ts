// The payloads of POST /api/view and PATCH /api/view/:id (docs/api/views.md), imported by
// handlers/view.ts on those writes, so reading a list's saved views fetches no zod.
import { z } from 'zod';
import { VIEW_NAME_MAX } from '@/lib/api-contract/view';

const name = z.string().trim().min(1, 'Enter a name.').max(VIEW_NAME_MAX, `At most ${VIEW_NAME_MAX} characters.`);
const search = z.record(z.string(), z.unknown());
const hiddenColumns = z.array(z.string().max(60)).max(50);
export const createSchema = z.object({ table: z.string().min(1).max(40), name, search, hiddenColumns });
export const patchSchema = z.object({ name, search, hiddenColumns }).partial();
