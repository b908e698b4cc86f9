// An item's tags: remove one with its close button, add one with the field (Enter). For an item the
// account may only read, the tags alone (a change of tags is the owner's and `edit` shares').
import { Field, HStack, Input, Tag, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '@/lib/api-contract/file';
import { HttpError } from '@/lib/http/http-error';
import { useUpdateFile } from '../api/file-mutations';
import { errorText } from '@/lib/http/error-text';

export function FileTags({ item, editable }: { item: FileItem; editable: boolean }) {
  const { t } = useTranslation('file-manager');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateFile();
  const save = (tags: string[], after?: () => void) =>
    update.mutate(
      { id: item.id, input: { tags } },
      {
        onSuccess: after,
        onError: (e) => setError(e instanceof HttpError ? (Object.values(e.fieldErrors)[0] ?? errorText(e)) : errorText(e)),
      },
    );
  function add() {
    const tag = value.trim();
    if (!tag) return;
    if (tag.length > 30) return setError(t('tags.tooLong'));
    if (item.tags.some((x) => x.toLowerCase() === tag.toLowerCase())) return setError(t('tags.duplicate'));
    save([...item.tags, tag], () => setValue(''));
  }
  return (
    <HStack align="flex-start" wrap="wrap" gap={2}>
      {item.tags.length ? (
        <Wrap gap={2} as="ul" aria-label={t('details.tags')}>
          {item.tags.map((tag) => (
            <li key={tag}>
              <Tag.Root size="md" variant="subtle">
                <Tag.Label>{tag}</Tag.Label>
                {editable ? (
                  <Tag.EndElement>
                    <Tag.CloseTrigger aria-label={t('tags.remove', { tag })} onClick={() => save(item.tags.filter((x) => x !== tag))} />
                  </Tag.EndElement>
                ) : null}
              </Tag.Root>
            </li>
          ))}
        </Wrap>
      ) : editable ? null : (
        <Text fontSize="sm" color="fg.muted">
          {t('tags.none')}
        </Text>
      )}
      {editable ? (
        <Field.Root invalid={Boolean(error)}>
          <Field.Label srOnly>{t('tags.add')}</Field.Label>
          <Input
            size="sm"
            placeholder={t('tags.add')}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      ) : null}
    </HStack>
  );
}
