// The list's order: latest, most popular or oldest first (a sort field and direction in the URL).
import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { postSortOptions, type PostSortOption } from '../search';

export function PostSortSelect({
  value,
  onChange,
}: {
  value: PostSortOption;
  onChange: (value: PostSortOption) => void;
}) {
  const { t } = useTranslation('posts');
  const id = useId();
  return (
    <HStack gap={2}>
      <Text asChild textStyle="sm" color="fg.muted" whiteSpace="nowrap">
        <label htmlFor={id}>{t('list.sortBy')}</label>
      </Text>
      <NativeSelect.Root size="md" width="40">
        <NativeSelect.Field
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value as PostSortOption)}
        >
          {(Object.keys(postSortOptions) as PostSortOption[]).map((option) => (
            <option key={option} value={option}>
              {t(`sort.${option}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
