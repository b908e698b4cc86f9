// A list's search box. It keeps its own text while the user types and hands it to the URL 300 ms
// after the last key, so the server is asked once per pause, not once per key. Leaving the box
// hands it over at once: a row clicked within those 300 ms opens, where the late search would
// have replaced the row's page, still loading, with the list.
import { Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

interface SearchInputProps {
  value: string;
  onChange: (q: string) => void;
  /** The box's accessible name, e.g. "Search users". */
  label: string;
  placeholder?: string;
}

export function SearchInput({ value, onChange, label, placeholder }: SearchInputProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL changed from elsewhere (back button, a cleared filter, a saved view): show it.
  useEffect(() => setText(value), [value]);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      timer.current = undefined;
    },
    [],
  );

  return (
    <InputGroup
      startElement={<Search size={16} aria-hidden />}
      flex="1"
      minW={{ base: 'full', sm: '56' }}
    >
      <Input
        type="search"
        value={text}
        aria-label={label}
        placeholder={placeholder}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            timer.current = undefined;
            onChange(next);
          }, SEARCH_DEBOUNCE_MS);
        }}
        onBlur={() => {
          if (timer.current === undefined) return;
          clearTimeout(timer.current);
          timer.current = undefined;
          onChange(text);
        }}
      />
    </InputGroup>
  );
}
