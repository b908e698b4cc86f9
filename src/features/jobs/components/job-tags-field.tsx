// A list of short texts (skills, benefits): type one and press Enter (or Add); each shows as a tag
// with its own remove button. Inside a `FormField` the text box takes the field's label.
import { Button, HStack, Input, Stack, Tag, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface JobTagsFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** The add button's accessible name ("Add skill"). */
  addLabel: string;
  max?: number;
}

export function JobTagsField({ value, onChange, onBlur, addLabel, max = 20 }: JobTagsFieldProps) {
  const { t } = useTranslation('jobs');
  const [text, setText] = useState('');
  const add = () => {
    const item = text.trim().slice(0, 80);
    if (item && !value.includes(item) && value.length < max) onChange([...value, item]);
    setText('');
  };
  return (
    <Stack gap={2} w="full">
      <HStack gap={2}>
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={onBlur}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add} disabled={!text.trim()} aria-label={addLabel}>
          {t('form.add')}
        </Button>
      </HStack>
      {value.length ? (
        <Wrap gap={2} as="ul">
          {value.map((item) => (
            <li key={item}>
              <Tag.Root size="lg" colorPalette="primary" variant="subtle">
                <Tag.Label>{item}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={t('form.remove', { item })}
                    onClick={() => onChange(value.filter((v) => v !== item))}
                  />
                </Tag.EndElement>
              </Tag.Root>
            </li>
          ))}
        </Wrap>
      ) : null}
    </Stack>
  );
}
