// A post's comments and the form to add one. A new comment shows at once (optimistic) and is taken
// back with a message if the server refuses it; a post with comments closed says so instead.
import { Avatar, Box, Button, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Post } from '@/lib/api-contract/post';
import { useFormat } from '@/lib/format';
import { FormField } from '@/lib/form/form-field';
import { useAddComment } from '../api/post-mutations';

export function PostComments({ post, cacheKey }: { post: Post; cacheKey: string }) {
  const { t } = useTranslation('posts');
  const headingId = useId();
  const add = useAddComment(cacheKey);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const format = useFormat();

  const submit = () => {
    if (message.trim().length < 2) {
      setError('comments.tooShort');
      return;
    }
    setError(undefined);
    // The typing comes back if the server refuses the comment.
    add.mutate({ post, message }, { onError: () => setMessage((now) => now || message) });
    setMessage('');
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap={5}>
      <Heading as="h2" size="lg" id={headingId}>
        {/* One statement: the count only when there are comments; "No comments yet" says the rest. */}
        {post.comments.length ? t('comments.title', { count: post.comments.length }) : t('comments.heading')}
      </Heading>
      {post.allowComments ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap={3}>
            <FormField
              ns="posts"
              label={t('comments.label')}
              error={error ? { message: error } : undefined}
            >
              <Textarea
                value={message}
                onChange={(e) => setMessage(e.target.value)}
                rows={3}
                maxLength={2000}
                placeholder={t('comments.placeholder')}
              />
            </FormField>
            <Box>
              <Button type="submit" colorPalette="primary">
                {t('comments.submit')}
              </Button>
            </Box>
          </Stack>
        </form>
      ) : (
        <Text color="fg.muted">{t('comments.closed')}</Text>
      )}
      {post.comments.length ? (
        <Stack as="ol" gap={4} listStyleType="none" ps={0}>
          {[...post.comments].reverse().map((comment) => (
            <HStack
              as="li"
              key={comment.id}
              align="start"
              gap={3}
              opacity={comment.id.startsWith('pending-') ? 0.7 : 1}
            >
              <Avatar.Root size="sm">
                <Avatar.Fallback name={comment.name} />
              </Avatar.Root>
              <Stack gap={1} minW={0}>
                <HStack gap={2} wrap="wrap">
                  <Text fontWeight="semibold" textStyle="sm">
                    {comment.name}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {format.dateTime(comment.createdAt)}

                  </Text>
                </HStack>
                <Text whiteSpace="pre-line">{comment.message}</Text>
              </Stack>
            </HStack>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">{t('comments.none')}</Text>
      )}
    </Stack>
  );
}
