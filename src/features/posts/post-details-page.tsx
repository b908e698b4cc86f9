// /dashboard/post/$slug (the slug or the id): the post as readers see it, with the latest posts
// beside it and the comments under it; publish toggle, edit and delete (after a confirmation).
import { Button, Grid, Stack, Switch } from '@chakra-ui/react';
import { useRecordQuery } from '@/lib/record-route';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/lib/ui/confirm-dialog';
import { DetailFrame } from '@/lib/ui/detail-frame';
import { useDeletePost, usePublishPost } from './api/post-mutations';
import { postQueries } from './api/posts';
import { PostArticle } from './components/post-article';
import { PostComments } from './components/post-comments';
import { PostLatest } from './components/post-latest';
import { postStatusPalette } from './components/post-status';

const route = getRouteApi('/dashboard/post/$slug/');

export function PostDetailsPage() {
  const { t } = useTranslation('posts');
  const { slug } = route.useParams();
  const navigate = useNavigate();
  const { data: post } = useRecordQuery(postQueries.detail(slug));
  const publish = usePublishPost();
  const remove = useDeletePost({ onDeleted: () => navigate({ to: '/dashboard/post' }) });
  const [confirming, setConfirming] = useState(false);
  const published = publish.isPending
    ? publish.variables.status === 'published'
    : post.status === 'published';

  return (
    <DetailFrame
      crumbs={[]}
      crumbsLabel=""
      title={post.title}
      status={{ label: t(`badge.${post.status}`), palette: postStatusPalette[post.status] }}
      presence={`post:${post.id}`}
      actions={
        <>
          <Switch.Root
            checked={published}
            disabled={publish.isPending}
            onCheckedChange={(e) =>
              publish.mutate({ post, status: e.checked ? 'published' : 'draft' })
            }
            colorPalette="primary"
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{t('detail.published')}</Switch.Label>
          </Switch.Root>
          <Button asChild variant="outline" size="sm">
            <Link to="/dashboard/post/$slug/edit" params={{ slug }}>
              <Pencil aria-hidden />
              {t('detail.edit')}
            </Link>
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            size="sm"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden />
            {t('detail.delete')}
          </Button>
        </>
      }
    >
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 300px' }}
        gap={8}
        alignItems="start"
      >
        <Stack gap={10} minW={0}>
          <PostArticle {...post} />
          <PostComments post={post} cacheKey={slug} />
        </Stack>
        <PostLatest postId={post.id} />
      </Grid>
      <ConfirmDialog
        open={confirming}
        title={t('delete.title')}
        description={t('delete.description', { title: post.title })}
        confirmLabel={t('detail.delete')}
        pending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(post, { onError: () => setConfirming(false) })}
      />
    </DetailFrame>
  );
}
