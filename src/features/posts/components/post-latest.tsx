// Beside a post: the five newest other published posts (/api/post/latest).
import {
  Card,
  Heading,
  Image,
  HStack,
  LinkBox,
  LinkOverlay,
  List,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { UserText } from '@/lib/ui/user-text';
import { postQueries } from '../api/posts';

export function PostLatest({ postId }: { postId: string }) {
  const { t } = useTranslation('posts');
  const format = useFormat();
  const headingId = useId();
  const latest = useQuery(postQueries.latest(postId));
  return (
    <Card.Root as="aside" aria-labelledby={headingId}>
      <Card.Body gap={4}>
        <Heading as="h2" size="md" id={headingId}>
          {t('detail.latest')}
        </Heading>
        {latest.error ? (
          <Text color="fg.error" textStyle="sm">
            {t('detail.latestError')}
          </Text>
        ) : !latest.data ? (
          <Stack gap={3} aria-hidden>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height="14" />
            ))}
          </Stack>
        ) : (
          <List.Root gap={4} listStyleType="none" ps={0}>
            {latest.data.map((post) => (
              <LinkBox as="li" key={post.id}>
                <HStack gap={3} align="start">
                  {post.coverUrl ? (
                    <Image
                      src={post.coverUrl}
                      alt=""
                      boxSize="14"
                      objectFit="cover"
                      borderRadius="l2"
                      flexShrink={0}
                      bg="bg.muted"
                    />
                  ) : null}
                  <Stack gap={0} minW={0}>
                    <LinkOverlay asChild>
                      <Link to="/dashboard/post/$slug" params={{ slug: post.slug }}>
                        <UserText textStyle="sm" fontWeight="medium" lineClamp={2}>
                          {post.title}
                        </UserText>
                      </Link>
                    </LinkOverlay>
                    {post.publishedAt ? (
                      <Text textStyle="xs" color="fg.muted">
                        {format.date(post.publishedAt)}
                      </Text>
                    ) : null}
                  </Stack>
                </HStack>
              </LinkBox>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
