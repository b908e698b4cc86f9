// The list's search box. It keeps its own text while the user types and hands it to the URL
// 300 ms after the last key, so the server is asked once per pause, not once per key.
import { Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const SEARCH_DEBOUNCE_MS = 300;

export function UserSearchInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (q: string) => void;
}) {
  const { t } = useTranslation('users');
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL changed from elsewhere (back button, a cleared filter): show it.
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <InputGroup
      startElement={<Search size={16} aria-hidden />}
      flex="1"
      minW={{ base: 'full', sm: '56' }}
    >
      <Input
        type="search"
        value={text}
        aria-label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onChange(next), SEARCH_DEBOUNCE_MS);
        }}
      />
    </InputGroup>
  );
}
