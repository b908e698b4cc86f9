// The editor's Preview: the post as it is typed, shown by the same component as the post's page
// (./post-article.tsx), so what the writer checks is what readers will see.
import { Badge, Button, CloseButton, Dialog, Heading, Portal, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PostAuthor } from '@/lib/api-contract/post';
import type { PostFormValues } from '../schemas';
import { PostArticle } from './post-article';

interface PostPreviewDialogProps {
  open: boolean;
  onClose: () => void;
  values: PostFormValues;
  author: PostAuthor;
  publishedAt: string | null;
}

export function PostPreviewDialog({
  open,
  onClose,
  values,
  author,
  publishedAt,
}: PostPreviewDialogProps) {
  const { t } = useTranslation('posts');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      size="cover"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header gap={3}>
              <Dialog.Title>{t('preview.title')}</Dialog.Title>
              <Badge colorPalette="primary" variant="subtle">
                {t('preview.badge')}
              </Badge>
            </Dialog.Header>
            {/* The body scrolls: it takes focus so a keyboard can scroll it (the axe gate, docs/accessibility.md). */}
            <Dialog.Body
              tabIndex={0}
              _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
            >
              <Stack gap={6} maxW="4xl" mx="auto" width="full">
                <Heading as="h2" size="3xl">
                  {values.title.trim() || t('preview.untitled')}
                </Heading>
                <PostArticle {...values} author={author} publishedAt={publishedAt} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('preview.back')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('preview.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
