// One post in the list: cover, status, title (the link to the post), summary, author, date and the
// API's own counts (views, comments).
import {
  Badge,
  Box,
  Card,
  HStack,
  IconButton,
  Image,
  LinkOverlay,
  LinkBox,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Eye, MessageSquare, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Post } from '@/lib/api-contract/post';
import { useFormat } from '@/lib/format';
import { UserText } from '@/lib/ui/user-text';
import { postStatusPalette } from './post-status';

export function PostCard({ post }: { post: Post }) {
  const { t } = useTranslation('posts');
  const format = useFormat();
  const date = format.date(post.publishedAt ?? post.createdAt);

  return (
    <LinkBox as="li" listStyleType="none" height="full">
      <Card.Root height="full" overflow="hidden" variant="outline">
        {post.coverUrl ? (
          <Image src={post.coverUrl} alt="" aspectRatio={16 / 9} objectFit="cover" bg="bg.muted" />
        ) : null}
        <Card.Body gap={3}>
          <HStack justify="space-between" gap={2}>
            <Badge colorPalette={postStatusPalette[post.status]} variant="subtle">
              {t(`badge.${post.status}`)}
            </Badge>
            <Text textStyle="xs" color="fg.muted">
              {date}
            </Text>
          </HStack>
          {/* Clamped text sits on its own start side: Chromium draws no ellipsis on a clamped line
              aligned to the other side, so an English title in the Arabic list was cut silently. */}
          <Stack gap={1}>
            <UserText as="h2" fontWeight="semibold" textStyle="lg" lineClamp={2} textAlign="start">
              <LinkOverlay asChild>
                <Link to="/dashboard/post/$slug" params={{ slug: post.slug }}>
                  {post.title}
                </Link>
              </LinkOverlay>
            </UserText>
            <UserText color="fg.muted" textStyle="sm" lineClamp={2} textAlign="start">
              {post.description}
            </UserText>
          </Stack>
        </Card.Body>
        <Card.Footer justifyContent="space-between" gap={2} pt={0}>
          <Box minW={0}>
            <UserText textStyle="sm" fontWeight="medium" truncate>
              {post.author.name}
            </UserText>
            <HStack gap={3} color="fg.muted" textStyle="xs">
              <HStack gap={1}>
                <Eye size={14} aria-hidden />
                <span>
                  {t('card.views', { count: post.views, formatted: format.compact(post.views) })}
                </span>
              </HStack>
              <HStack gap={1}>
                <MessageSquare size={14} aria-hidden />
                <span>{t('card.comments', { count: post.comments.length })}</span>
              </HStack>
            </HStack>
          </Box>
          <IconButton asChild variant="ghost" size="sm" position="relative" zIndex={1}>
            <Link
              to="/dashboard/post/$slug/edit"
              params={{ slug: post.slug }}
              aria-label={t('card.edit', { title: post.title })}
            >
              <Pencil aria-hidden />
            </Link>
          </IconButton>
        </Card.Footer>
      </Card.Root>
    </LinkBox>
  );
}
