// The cards of one view, or what stands in for them: skeletons while the first page loads, the
// error with Retry, the empty message with a way back to every post.
import { Alert, Button, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Post } from '@/lib/api-contract/post';
import { PostCard } from './post-card';

interface PostCardGridProps {
  posts: Post[] | undefined;
  error: Error | null;
  onRetry: () => void;
  onClearSearch?: () => void;
}

const columns = { base: 1, md: 2, xl: 3 };

export function PostCardGrid({ posts, error, onRetry, onClearSearch }: PostCardGridProps) {
  const { t } = useTranslation('posts');
  if (error && !posts) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title flex="1">{t('list.error')}</Alert.Title>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Alert.Root>
    );
  }
  if (!posts) {
    return (
      <SimpleGrid columns={columns} gap={5} aria-hidden>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height="80" borderRadius="l3" />
        ))}
      </SimpleGrid>
    );
  }
  if (!posts.length) {
    return (
      <Stack align="center" gap={3} py={12} textAlign="center">
        <Text fontWeight="medium">{t('list.empty')}</Text>
        {onClearSearch ? (
          <Button variant="outline" size="sm" onClick={onClearSearch}>
            {t('list.clearSearch')}
          </Button>
        ) : null}
      </Stack>
    );
  }
  return (
    <SimpleGrid as="ul" columns={columns} gap={5} aria-label={t('list.cardsLabel')}>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
    </SimpleGrid>
  );
}
