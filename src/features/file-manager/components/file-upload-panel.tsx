// The uploads of this visit: each with its bar (bytes the server confirmed), Cancel while it runs,
// and why it failed when it did (a refused name on the entry's name field, to correct it).
import { Button, Card, type CardRootProps, CloseButton, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '@/lib/api-contract/file';
import { UserText } from '@/lib/ui/user-text';
import { useUploads, useUploadStore, type UploadEntry } from '../api/uploads';
import { formatBytes } from '../format';
import { FileProgress } from './file-progress';
import { FileUploadNameField } from './file-upload-name-field';
import { errorText } from '@/lib/http/error-text';

/** Placement props (grid area, margin) go to the card. */
export function FileUploadPanel(props: Omit<CardRootProps, 'children'>) {
  const { t, i18n } = useTranslation('file-manager');
  const entries = useUploadStore((s) => s.entries);
  const clearFinished = useUploadStore((s) => s.clearFinished);
  const { cancel } = useUploads();
  const running = entries.some((e) => e.status === 'uploading');
  // An upload in progress is lost on reload (docs/api/files.md#uploads): the browser asks first.
  useEffect(() => {
    if (!running) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [running]);
  if (!entries.length) return null;
  const bytes = (n: number) => formatBytes(n, i18n.language);

  const statusText = (e: UploadEntry) => {
    if (e.status === 'uploading') return t('upload.progress', { sent: bytes(e.sent), size: bytes(e.size) });
    if (e.status === 'done') return t('upload.done');
    if (e.status === 'cancelled') return t('upload.cancelled');
    if (e.problem === 'tooLarge') return t('upload.tooLarge', { limit: bytes(MAX_UPLOAD_BYTES) });
    if (e.problem === 'type') return t('upload.refusedType');
    return t('upload.failed', { message: errorText(e) });
  };

  return (
    <Card.Root {...props} as="section" size="sm" aria-labelledby="file-uploads-title">
      <Card.Body gap={3}>
        <HStack justify="space-between">
          <Heading as="h2" size="md" id="file-uploads-title">
            {t('upload.title')}
          </Heading>
          {entries.some((e) => e.status !== 'uploading') ? (
            <Button size="xs" variant="ghost" onClick={clearFinished}>
              {t('upload.clear')}
            </Button>
          ) : null}
        </HStack>
        <Stack as="ul" gap={3}>
          {entries.map((e) => (
            <Stack as="li" key={e.key} gap={1} data-testid="upload-entry">
              <HStack justify="space-between" gap={2}>
                <UserText fontSize="sm" fontWeight="medium" truncate title={e.name}>
                  {e.name}
                </UserText>
                {e.status === 'uploading' ? (
                  <CloseButton size="2xs" aria-label={t('upload.cancel', { name: e.name })} onClick={() => cancel(e.key)} />
                ) : null}
              </HStack>
              {e.status === 'uploading' || e.status === 'done' ? (
                <FileProgress
                  value={e.sent}
                  max={e.size}
                  label={t('upload.barLabel', { name: e.name })}
                  colorPalette={e.status === 'done' ? 'green' : 'primary'}
                />
              ) : null}
              {e.status === 'error' && e.problem === 'name' ? (
                <FileUploadNameField entry={e} />
              ) : (
                <Text fontSize="xs" color={e.status === 'error' ? 'fg.error' : 'fg.muted'} role={e.status === 'error' ? 'alert' : undefined}>
                  {statusText(e)}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
