// To or Cc: the addresses as removable tags, and a text box suggesting the contacts (a datalist).
// Enter, a comma or leaving the box adds what was typed.
import { Field, Flex, Input, Tag } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatParticipant } from '@/lib/api-contract/chat';

interface MailRecipientFieldProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  contacts: ChatParticipant[];
  error?: string;
}

export function MailRecipientField({ label, value, onChange, contacts, error }: MailRecipientFieldProps) {
  const { t } = useTranslation('mail');
  const [text, setText] = useState('');
  const listId = useId();
  const add = (raw: string) => {
    const emails = raw.split(/[,;\s]+/).map((s) => s.trim()).filter(Boolean);
    if (!emails.length) return;
    onChange([...new Set([...value, ...emails])]);
    setText('');
  };
  return (
    <Field.Root invalid={Boolean(error)}>
      <Flex wrap="wrap" gap="1" align="center" w="full">
        <Field.Label fontSize="sm" color="fg.muted" minW="8" m="0">
          {label}
        </Field.Label>
        {value.map((email) => (
          <Tag.Root key={email} size="sm" variant="subtle">
            <Tag.Label>{email}</Tag.Label>
            <Tag.EndElement>
              <Tag.CloseTrigger aria-label={t('compose.removeRecipient', { email })} onClick={() => onChange(value.filter((v) => v !== email))} />
            </Tag.EndElement>
          </Tag.Root>
        ))}
        <Input
          flex="1"
          minW="40"
          size="sm"
          variant="flushed"
          type="email"
          multiple
          list={listId}
          value={text}
          autoComplete="off"
          onChange={(e) => {
            const next = e.target.value;
            // Picking a suggestion gives its full address at once.
            if (contacts.some((c) => c.email === next)) add(next);
            else setText(next);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ',' || e.key === ';') {
              e.preventDefault();
              add(text);
            } else if (e.key === 'Backspace' && !text && value.length) {
              onChange(value.slice(0, -1));
            }
          }}
          onBlur={() => add(text)}
        />
      </Flex>
      <datalist id={listId}>
        {contacts.map((c) => (
          <option key={c.id} value={c.email}>
            {c.name}
          </option>
        ))}
      </datalist>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
