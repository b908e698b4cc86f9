// Inline rename: Enter saves, Escape cancels. An empty name or one a sibling already uses is
// refused next to the field, before and after asking the server; the typing is kept.
import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@/lib/api-contract/file';
import { useUpdateFile } from '../api/file-mutations';
import { nameRefusal } from '../file-name-message';

interface FileRenameFieldProps {
  item: FileItem;
  /** The other names in the same folder, lower-cased. */
  siblingNames: ReadonlySet<string>;
  /** `refocus`: the keyboard ended the rename (Enter, Escape), so focus goes back to the item. */
  onDone: (refocus: boolean) => void;
}

export function FileRenameField({ item, siblingNames, onDone }: FileRenameFieldProps) {
  const { t } = useTranslation('file-manager');
  const [name, setName] = useState(item.name);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateFile();

  function save() {
    const next = name.trim();
    if (next === item.name) return onDone(true);
    if (!next) return setError(t('rename.empty'));
    if (siblingNames.has(next.toLowerCase())) return setError(t('rename.duplicate'));
    update.mutate(
      { id: item.id, input: { name: next } },
      {
        onSuccess: () => onDone(true),
        onError: (e) => setError(nameRefusal(e, t)),
      },
    );
  }

  return (
    <Field.Root invalid={Boolean(error)} flex="1" minW={0}>
      <Field.Label srOnly>{t('rename.label', { name: item.name })}</Field.Label>
      <Input
        size="sm"
        value={name}
        autoFocus
        onFocus={(e) => {
          // Select the name without its extension, as desktop file managers do.
          const dot = item.kind === 'folder' ? -1 : e.target.value.lastIndexOf('.');
          e.target.setSelectionRange(0, dot > 0 ? dot : e.target.value.length);
        }}
        onChange={(e) => {
          setName(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Enter') save();
          if (e.key === 'Escape') onDone(true);
        }}
        onBlur={() => {
          if (name.trim() === item.name) onDone(false);
        }}
        disabled={update.isPending}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
