// Writes to posts. Each mutation puts the saved record in the detail cache (under its id and its
// slug, the two ways the detail page opens) and refreshes the lists; adding a comment is optimistic
// (it shows at once and is taken back if the server refuses).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Post, PostInput, PostStatus } from '@/lib/api-contract/post';
import { useAuth } from '@/lib/session/use-auth';
import { toast } from '@/lib/toast/toast';
import { addPostComment, createPost, deletePost, postQueries, updatePost } from './posts';
import { errorText } from '@/lib/http/error-text';

function storePost(queryClient: QueryClient, post: Post) {
  queryClient.setQueryData(postQueries.detail(post.id).queryKey, post);
  queryClient.setQueryData(postQueries.detail(post.slug).queryKey, post);
}

function refreshLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: postQueries.lists() }),
    queryClient.invalidateQueries({ queryKey: postQueries.latests() }),
  ]);
}

export function useSavePost() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('posts');
  return useMutation({
    // A post changed since the form opened answers 409 (docs/api/crud-groups.md#edit-conflicts).
    mutationFn: ({ id, input, expectedUpdatedAt }: { id?: string; input: PostInput; expectedUpdatedAt?: string }) =>
      id ? updatePost(id, { ...input, expectedUpdatedAt }) : createPost(input),
    onSuccess: (post, { id }) => {
      storePost(queryClient, post);
      toast.success(t(id ? 'toast.updated' : 'toast.created', { title: post.title }));
      return refreshLists(queryClient);
    },
  });
}

export function usePublishPost() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('posts');
  return useMutation({
    mutationFn: ({ post, status }: { post: Post; status: PostStatus }) =>
      updatePost(post.id, { status }),
    onSuccess: (post) => {
      storePost(queryClient, post);
      toast.success(
        t(post.status === 'published' ? 'toast.published' : 'toast.unpublished', {
          title: post.title,
        }),
      );
      return refreshLists(queryClient);
    },
    onError: (error, { post }) =>
      toast.error(t('toast.publishFailed', { title: post.title }), errorText(error)),
  });
}

/** `onDeleted` leaves the post's page first, so nothing on screen asks for the deleted post again. */
export function useDeletePost({ onDeleted }: { onDeleted?: () => Promise<void> } = {}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('posts');
  return useMutation({
    mutationFn: (post: Post) => deletePost(post.id),
    onSuccess: async (_, post) => {
      await onDeleted?.();
      queryClient.removeQueries({ queryKey: postQueries.detail(post.id).queryKey });
      queryClient.removeQueries({ queryKey: postQueries.detail(post.slug).queryKey });
      toast.success(t('toast.deleted', { title: post.title }));
      return refreshLists(queryClient);
    },
    onError: (error, post) =>
      toast.error(t('toast.deleteFailed', { title: post.title }), errorText(error)),
  });
}

/** Adds a comment to the post cached under `key` (the detail page's id or slug). */
export function useAddComment(key: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { t } = useTranslation('posts');
  const detailKey = postQueries.detail(key).queryKey;
  return useMutation({
    mutationFn: ({ post, message }: { post: Post; message: string }) =>
      addPostComment(post.id, message),
    onMutate: async ({ message }) => {
      await queryClient.cancelQueries({ queryKey: detailKey });
      const before = queryClient.getQueryData(detailKey);
      queryClient.setQueryData(detailKey, (post) =>
        post
          ? {
              ...post,
              comments: [
                ...post.comments,
                {
                  id: `pending-${Date.now()}`,
                  name: user?.displayName ?? '',
                  message: message.trim(),
                  createdAt: new Date().toISOString(),
                },
              ],
            }
          : post,
      );
      return { before };
    },
    onError: (error, _, context) => {
      if (context?.before) queryClient.setQueryData(detailKey, context.before);
      toast.error(t('comments.failed'), errorText(error));
    },
    onSuccess: (post) => {
      storePost(queryClient, post);
      queryClient.setQueryData(detailKey, post);
    },
  });
}
