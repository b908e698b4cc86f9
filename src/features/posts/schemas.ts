// The post editor's values and their checks. Messages are keys of the posts namespace, an empty
// required field's the shared one (src/lib/form/field-rules.ts); FormField translates them. The
// limits are the API's (docs/api/crud-groups.md#post).
import { z } from 'zod';
import type { Post, PostInput } from '@/lib/api-contract/post';
import { REQUIRED, requiredText } from '@/lib/form/field-rules';
import { richTextToPlain } from '@/lib/rich-text/sanitize-rich-text';

const words = z
  .array(z.string().trim().min(1).max(40, 'validation.wordLong'))
  .max(12, 'validation.tooManyWords');

export const postFormSchema = z.object({
  coverUrl: z.string().nullable(),
  title: requiredText().min(5, 'validation.titleShort').max(140, 'validation.titleLong'),
  description: requiredText()
    .min(10, 'validation.descriptionShort')
    .max(300, 'validation.descriptionLong'),
  content: z
    .string()
    .refine((html) => richTextToPlain(html).trim() !== '', REQUIRED)
    .refine((html) => richTextToPlain(html).length >= 20, 'validation.contentShort'),
  tags: words.min(1, 'validation.tagsRequired'),
  metaTitle: z.string().trim().max(70, 'validation.metaTitleLong'),
  metaDescription: z.string().trim().max(160, 'validation.metaDescriptionLong'),
  metaKeywords: words,
  status: z.enum(['published', 'draft']),
  allowComments: z.boolean(),
});

export type PostFormValues = z.infer<typeof postFormSchema>;

export const emptyPostForm: PostFormValues = {
  coverUrl: null,
  title: '',
  description: '',
  content: '',
  tags: [],
  metaTitle: '',
  metaDescription: '',
  metaKeywords: [],
  status: 'draft',
  allowComments: true,
};

/** The form's fields in the order they appear (also the server field errors it takes). */
export const postFormFields = Object.keys(emptyPostForm) as (keyof PostFormValues)[];

export function toPostFormValues(post: Post): PostFormValues {
  const {
    coverUrl,
    title,
    description,
    content,
    tags,
    metaTitle,
    metaDescription,
    metaKeywords,
    status,
    allowComments,
  } = post;
  return {
    coverUrl,
    title,
    description,
    content,
    tags,
    metaTitle,
    metaDescription,
    metaKeywords,
    status,
    allowComments,
  };
}

export const toPostInput = (values: PostFormValues): PostInput => ({ ...values });
