// /dashboard/post/$slug/edit: the post editor, filled from the record the route's loader fetched.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useRecordQuery } from '@/lib/record-route';
import { isolateText } from '@/lib/ui/user-text';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { postQueries } from './api/posts';
import { PostForm } from './components/post-form';

const route = getRouteApi('/dashboard/post/$slug/edit');

export function PostEditPage() {
  const { t } = useTranslation('posts');
  const { slug } = route.useParams();
  const { data: post } = useRecordQuery(postQueries.detail(slug));
  return (
    <Stack gap={6}>
      <Box minW={0}>
        <Heading as="h1" size="2xl" lineClamp={2}>
          {/* The title is the author's text, isolated: an English title inside the Arabic quotes
              keeps its words and the quotes in order (docs/look-and-feel.md#text-in-both-directions). */}
          {t('form.editTitle', { title: isolateText(post.title) })}
        </Heading>
        <Text color="fg.muted">{t('form.editSubtitle')}</Text>
      </Box>
      {/* A new key per record, so the form starts over when the post changes. */}
      <PostForm key={post.id} post={post} />
    </Stack>
  );
}
