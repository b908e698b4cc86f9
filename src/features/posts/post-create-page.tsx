// /dashboard/post/new: the post editor, empty.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PostForm } from './components/post-form';

export function PostCreatePage() {
  const { t } = useTranslation('posts');
  return (
    <Stack gap={6}>
      <Box>
        <Heading as="h1" size="2xl">
          {t('form.newTitle')}
        </Heading>
        <Text color="fg.muted">{t('form.newSubtitle')}</Text>
      </Box>
      <PostForm />
    </Stack>
  );
}
