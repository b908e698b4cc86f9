// A new folder in the current one; the name is checked like a rename (not empty, not taken).
import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateFolder } from '../api/file-mutations';
import { nameRefusal } from '../file-name-message';
import { FileDialog } from './file-dialog';

interface FileNewFolderDialogProps {
  open: boolean;
  parentId: string | null;
  onClose: () => void;
}

export function FileNewFolderDialog({ open, parentId, onClose }: FileNewFolderDialogProps) {
  const { t } = useTranslation('file-manager');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateFolder();
  const close = () => {
    setName('');
    setError(null);
    onClose();
  };
  return (
    <FileDialog
      open={open}
      title={t('newFolder.title')}
      submitLabel={t('newFolder.create')}
      pending={create.isPending}
      onClose={close}
      onSubmit={() => {
        if (!name.trim()) return setError(t('rename.empty'));
        create.mutate(
          { name: name.trim(), parentId },
          {
            onSuccess: close,
            onError: (e) => setError(nameRefusal(e, t)),
          },
        );
      }}
    >
      <Field.Root invalid={Boolean(error)} required>
        <Field.Label>{t('newFolder.name')}</Field.Label>
        <Input
          value={name}
          autoFocus
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
        />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </FileDialog>
  );
}
