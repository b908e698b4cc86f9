// The one post editor of /dashboard/post/new and /dashboard/post/$slug/edit: validation next to
// each field, server field errors kept on their fields (the typing stays), a Preview, a guard
// against leaving with unsaved changes, the docs/product-rules.md#session-expiry draft, and the
// dialog when someone else saved the post meanwhile (docs/product-rules.md#edit-conflicts).
import { Alert, Button, Grid, HStack, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { Eye } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Post } from '@/lib/api-contract/post';
import { applyServerErrors } from '@/lib/form/apply-server-errors';
import { EditConflictFormDialog, useEditConflict } from '@/lib/form/edit-conflict';
import { LeaveGuard } from '@/lib/form/leave-guard';
import { useFormDraft } from '@/lib/session/form-drafts';
import { useAuth } from '@/lib/session/use-auth';
import { useSavePost } from '../api/post-mutations';
import {
  emptyPostForm,
  postFormFields,
  postFormSchema,
  toPostFormValues,
  toPostInput,
  type PostFormValues,
} from '../schemas';
import { PostContentFields } from './post-content-fields';
import { PostMetaFields } from './post-meta-fields';
import { PostPreviewDialog } from './post-preview-dialog';

export function PostForm({ post }: { post?: Post }) {
  const { t } = useTranslation('posts');
  const navigate = useNavigate();
  const { user } = useAuth();
  const save = useSavePost();
  const saved = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [preview, setPreview] = useState<PostFormValues | null>(null);
  const form = useForm<PostFormValues>({
    resolver: zodResolver(postFormSchema),
    defaultValues: post ? toPostFormValues(post) : emptyPostForm,
  });
  const { register, handleSubmit, setError, control, formState } = form;
  // Registered in the form's order, so the first invalid field is the one focused.
  for (const field of postFormFields) register(field);
  const { errors, isDirty } = formState;
  const draft = useFormDraft(
    post ? `post-edit:${post.id}` : 'post-new',
    form.getValues,
    form.reset,
  );

  const conflict = useEditConflict(post);

  const submit = (values: PostFormValues, expectedUpdatedAt = conflict.expectedUpdatedAt) => {
    setFormError(null);
    save.mutate(
      { id: post?.id, input: toPostInput(values), expectedUpdatedAt },
      {
        onSuccess: (savedPost) => {
          saved.current = true;
          draft.clear();
          void navigate({ to: '/dashboard/post/$slug', params: { slug: savedPost.slug } });
        },
        onError: (error) => {
          if (conflict.catchError(error)) return;
          const rest = applyServerErrors(error, setError, { fields: postFormFields });
          setFormError(rest ?? t('validation.checkFields'));
        },
      },
    );
  };

  // A new post is signed by the account saving it, with its role (what the API will store).
  const author = post?.author ?? { name: user?.displayName ?? '', role: user?.role ?? '' };
  const publishedAt =
    post?.publishedAt ?? (preview?.status === 'published' ? new Date().toISOString() : null);

  return (
    <form
      onSubmit={(e) => void handleSubmit((values) => submit(values))(e)}
      noValidate
      aria-label={post ? t('form.editTitle', { title: post.title }) : t('form.newTitle')}
    >
      <LeaveGuard when={() => !saved.current && isDirty} />
      <EditConflictFormDialog
        conflict={conflict}
        load={(theirs) => {
          draft.clear();
          form.reset(toPostFormValues(theirs));
        }}
        resubmit={(theirs) => void handleSubmit((values) => submit(values, theirs.updatedAt))()}
      />
      <Stack gap={4}>
        {draft.restored ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title flex="1">{t('form.draftRestored')}</Alert.Title>
            <Button size="xs" variant="outline" onClick={draft.discard}>
              {t('form.discardDraft')}
            </Button>
          </Alert.Root>
        ) : null}
        {formError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Grid
          templateColumns={{ base: '1fr', xl: 'minmax(0, 2fr) minmax(0, 1fr)' }}
          gap={6}
          alignItems="start"
        >
          <PostContentFields register={register} control={control} errors={errors} />
          <PostMetaFields register={register} control={control} errors={errors} />
        </Grid>
        <HStack justify="flex-end" gap={3} wrap="wrap">
          <Button asChild variant="ghost">
            <Link
              to={post ? '/dashboard/post/$slug' : '/dashboard/post'}
              params={post ? { slug: post.slug } : undefined}
            >
              {t('common.cancel')}
            </Link>
          </Button>
          <Button variant="outline" onClick={() => setPreview(form.getValues())}>
            <Eye aria-hidden />
            {t('form.preview')}
          </Button>
          <Button type="submit" colorPalette="primary" loading={save.isPending}>
            {post ? t('form.save') : t('form.create')}
          </Button>
        </HStack>
      </Stack>
      <PostPreviewDialog
        open={preview !== null}
        onClose={() => setPreview(null)}
        values={preview ?? emptyPostForm}
        author={author}
        publishedAt={publishedAt}
      />
    </form>
  );
}
