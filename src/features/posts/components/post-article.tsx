// A post as a reader sees it: cover, summary, byline (author, date, reading time), the sanitised
// content (docs/product-rules.md#rich-text) and tags. The detail page and the editor's preview both
// show it, so the preview is the real thing.
import { Avatar, Badge, Box, HStack, Image, Separator, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PostAuthor } from '@/lib/api-contract/post';
import { useFormat } from '@/lib/format';
import { RichTextView } from '@/lib/rich-text/rich-text-view';
import { UserText } from '@/lib/ui/user-text';
import { readingMinutesOf } from '../reading-time';

export interface PostArticleProps {
  description: string;
  content: string;
  coverUrl: string | null;
  tags: string[];
  author: PostAuthor;
  /** When it was published; null for a draft. */
  publishedAt: string | null;
}

export function PostArticle({
  description,
  content,
  coverUrl,
  tags,
  author,
  publishedAt,
}: PostArticleProps) {
  const { t } = useTranslation('posts');
  const format = useFormat();
  const date = publishedAt ? format.date(publishedAt, 'long') : t('article.notPublished');

  return (
    <Stack as="article" gap={6} minW={0}>
      {coverUrl ? (
        <Image
          src={coverUrl}
          alt=""
          aspectRatio={{ base: 4 / 3, md: 21 / 9 }}
          objectFit="cover"
          width="full"
          borderRadius="l3"
          bg="bg.muted"
        />
      ) : null}
      <UserText fontSize="lg" color="fg.muted">
        {description}
      </UserText>
      <HStack gap={3}>
        <Avatar.Root size="md" colorPalette="primary">
          <Avatar.Fallback name={author.name} />
        </Avatar.Root>
        <Box minW={0}>
          <UserText fontWeight="semibold">{author.name}</UserText>
          <Text textStyle="sm" color="fg.muted">
            <UserText as="span">{author.role}</UserText> · {date} ·{' '}
            {t('article.readingTime', { count: readingMinutesOf(content) })}
          </Text>
        </Box>
      </HStack>
      <Separator />
      <RichTextView html={content} />
      {tags.length ? (
        <Wrap gap={2} aria-label={t('article.tags')} as="ul" listStyleType="none">
          {tags.map((tag) => (
            <Box as="li" key={tag}>
              <Badge variant="subtle" colorPalette="gray" size="lg">
                <UserText as="span">{tag}</UserText>
              </Badge>
            </Box>
          ))}
        </Wrap>
      ) : null}
    </Stack>
  );
}
