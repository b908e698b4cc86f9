// A list of words (tags, meta keywords) typed into one box: Enter or a comma adds the word, each
// word has a remove button, Backspace in the empty box takes the last one back for editing.
import { HStack, IconButton, Input, Tag, Wrap } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PostTagsFieldProps {
  value: string[];
  onChange: (words: string[]) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** The list's accessible name, e.g. "Tags added". */
  listLabel: string;
}

export function PostTagsField({
  value,
  onChange,
  onBlur,
  placeholder,
  listLabel,
}: PostTagsFieldProps) {
  const { t } = useTranslation('posts');
  const [text, setText] = useState('');
  const add = () => {
    const words = text
      .split(',')
      .map((w) => w.trim())
      .filter((w) => w && !value.includes(w));
    if (words.length) onChange([...value, ...words]);
    setText('');
  };
  return (
    <>
      <Input
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          add();
          onBlur?.();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ',') {
            e.preventDefault();
            add();
          } else if (e.key === 'Backspace' && !text && value.length) {
            e.preventDefault();
            setText(value.at(-1)!);
            onChange(value.slice(0, -1));
          }
        }}
      />
      {value.length ? (
        <Wrap as="ul" gap={2} aria-label={listLabel} listStyleType="none" mt={2}>
          {value.map((word) => (
            <Tag.Root as="li" key={word} size="lg" variant="surface" colorPalette="primary">
              <HStack gap={1}>
                <Tag.Label>{word}</Tag.Label>
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={t('form.removeWord', { word })}
                  onClick={() => onChange(value.filter((w) => w !== word))}
                >
                  <X aria-hidden />
                </IconButton>
              </HStack>
            </Tag.Root>
          ))}
        </Wrap>
      ) : null}
    </>
  );
}
