// The rules of a post and of a comment (POST/PATCH /api/post, POST /api/post/:id/comments,
// docs/api/crud-groups.md#post): one schema for the demo API (src/demo-api/handlers/post.ts) and the
// API server (server/routes/posts.ts), so the two answer the same field errors. Only those two
// import it: the post form has its own rules.
import { z } from 'zod';
import { plainWords } from '@/lib/post-text';
import { postStatuses, type PostCommentInput, type PostInput } from './post';

const words = z.array(z.string().trim().min(1).max(40)).max(12, 'At most 12.');

export const postSchema = z.object({
  title: z.string().trim().min(5, 'Enter a title (at least 5 characters).').max(140, 'Use at most 140 characters.'),
  description: z.string().trim().min(10, 'Write a summary (at least 10 characters).').max(300, 'Use at most 300 characters.'),
  content: z
    .string()
    .trim()
    .max(50_000, 'The article is too long.')
    .refine((html) => plainWords(html).join(' ').length >= 20, 'Write the article (at least 20 characters).'),
  // A cover is a JPEG, PNG or WebP data URL up to 2 MB (docs/product-rules.md#images) or an address.
  coverUrl: z
    .string()
    .max(2_800_000, 'The cover is too large (2 MB at most).')
    .refine((v) => /^data:image\/(jpeg|png|webp);base64,/.test(v) || /^(https:\/\/|\/)/.test(v), 'Use a JPEG, PNG or WebP image.')
    .nullable()
    .optional(),
  tags: words.min(1, 'Add at least one tag.'),
  metaTitle: z.string().trim().max(70, 'Use at most 70 characters.').optional(),
  metaDescription: z.string().trim().max(160, 'Use at most 160 characters.').optional(),
  metaKeywords: words,
  status: z.enum(postStatuses, 'Choose a status.'),
  allowComments: z.boolean('Choose whether readers may comment.').optional(),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens.')
    .optional(),
}) satisfies z.ZodType<PostInput, unknown>;

export const postCommentSchema = z.object({
  message: z.string().trim().min(2, 'Write a comment.').max(2000, 'Use at most 2000 characters.'),
}) satisfies z.ZodType<PostCommentInput, unknown>;
