// An upload whose name the server refused: the name in a field marked invalid, with the server's
// reason under it in the user's language (docs/api/files.md#uploads), to correct and send the
// same file again. The app's own checks (an accepted type) run before the request.
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '@/lib/api-contract/file';
import { type UploadEntry, useUploads } from '../api/uploads';
import { fileNameMessage } from '../file-name-message';
import { formatBytes } from '../format';

export function FileUploadNameField({ entry }: { entry: UploadEntry }) {
  const { t, i18n } = useTranslation('file-manager');
  const { rename } = useUploads();
  const [name, setName] = useState(entry.name);
  const [error, setError] = useState<string | null>(t('upload.refusedName', { reason: fileNameMessage(entry.message ?? '', t) }));

  const submit = () => {
    if (!name.trim()) return setError(t('rename.empty'));
    const problem = rename(entry.key, name);
    if (problem === 'type') setError(t('upload.refusedType'));
    else if (problem === 'tooLarge') setError(t('upload.tooLarge', { limit: formatBytes(MAX_UPLOAD_BYTES, i18n.language) }));
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Field.Root invalid={Boolean(error)}>
        <Field.Label fontSize="xs">{t('upload.nameLabel', { name: entry.name })}</Field.Label>
        <HStack w="full" gap={2}>
          <Input
            size="xs"
            flex="1"
            minW={0}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
          />
          <Button type="submit" size="xs" variant="outline">
            {t('upload.retryWithName')}
          </Button>
        </HStack>
        <Field.ErrorText role="alert">{error}</Field.ErrorText>
      </Field.Root>
    </form>
  );
}
