// Tags: typed in one box (Enter or comma adds one), each shown with a button that removes it.
import { Badge, CloseButton, HStack, Input, Stack, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productRules } from '@/lib/api-contract/product';

export function ProductTagsInput({ value, onChange, onBlur }: { value: string[]; onChange: (tags: string[]) => void; onBlur: () => void }) {
  const { t } = useTranslation('products');
  const [draft, setDraft] = useState('');
  const add = () => {
    const tag = draft.trim().replace(/,$/, '').trim();
    if (tag && !value.includes(tag) && value.length < productRules.tags.max) onChange([...value, tag.slice(0, 30)]);
    setDraft('');
  };
  return (
    <Stack gap={2} width="full">
      <Input
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ',') {
            e.preventDefault();
            add();
          }
          if (e.key === 'Backspace' && !draft && value.length) onChange(value.slice(0, -1));
        }}
        onBlur={() => {
          add();
          onBlur();
        }}
      />
      {value.length ? (
        <Wrap gap={2} as="ul" listStyleType="none">
          {value.map((tag) => (
            <Badge as="li" key={tag} size="lg" variant="subtle" colorPalette="primary">
              <HStack gap={1}>
                {tag}
                <CloseButton size="2xs" aria-label={t('form.removeTag', { tag })} onClick={() => onChange(value.filter((x) => x !== tag))} />
              </HStack>
            </Badge>
          ))}
        </Wrap>
      ) : null}
    </Stack>
  );
}
