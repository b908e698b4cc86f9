// The rules of the file manager's payloads (docs/api/files.md): one schema each for the demo API
// (src/demo-api/handlers/file.ts and file-manager-routes.ts, which import this module with their
// first write, so reading files fetches no zod) and the API server (server/routes/files.ts), so the
// two answer the same field errors.
import { z } from 'zod';
import { fileKinds, fileNameErrors } from './file';

const fileName = z
  .string()
  .trim()
  .min(1, fileNameErrors.empty)
  .max(120, fileNameErrors.tooLong)
  .refine((n) => !/[\\/:*?"<>|]/.test(n), fileNameErrors.forbidden);

/** POST /api/file (a folder or a file's record); PATCH takes any subset. */
export const fileSchema = z.object({
  name: fileName,
  kind: z.enum(fileKinds, 'Unknown file type.'),
  size: z.number().int().min(0).max(2 * 1024 ** 3, 'Files up to 2 GB.'),
  parentId: z.string().nullable(),
  isFavorite: z.boolean().optional(),
  tags: z.array(z.string().trim().min(1).max(30)).max(10, 'At most 10 tags.').optional(),
  sharedWith: z
    .array(
      z.object({
        name: z.string().trim().min(1),
        email: z.string().trim().pipe(z.email('Enter a valid email address.')),
        permission: z.enum(['view', 'edit']),
      }),
    )
    .max(50)
    .optional(),
});

/** POST /api/file/uploads: an upload about to start. */
export const uploadStartSchema = z.object({ name: fileName, size: z.number().int().min(0), type: z.string().max(200), parentId: z.string().nullable() });
/** The items a file-manager action applies to (trash, restore, delete for good). */
export const fileIdsSchema = z.object({ ids: z.array(z.string().min(1)).min(1, 'Choose at least one item.').max(500) });
export const fileMoveSchema = fileIdsSchema.extend({ parentId: z.string().nullable() });
export const fileStarSchema = fileIdsSchema.extend({ starred: z.boolean() });
