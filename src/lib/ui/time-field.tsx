// A time of day chosen from a list, every quarter of an hour, each written as the reader's
// language writes a time (src/lib/format.ts: "1:30 PM" in English, "13:30" in French, "1:30 م" in
// Arabic), whatever the browser's own language: a native `<input type="time">` follows the
// browser, not the app. The value is the `HH:mm` a time input holds; a value off the quarters
// (an event made elsewhere at 10:05) is kept as one more line of the list.
import { NativeSelect } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format';

const STEP_MINUTES = 15;
const pad = (n: number) => String(n).padStart(2, '0');

const quarters = Array.from({ length: (24 * 60) / STEP_MINUTES }, (_, i) => {
  const minutes = i * STEP_MINUTES;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
});

export interface TimeFieldProps {
  /** `HH:mm`, 24-hour, as the form holds it. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  size?: 'sm' | 'md';
  'aria-labelledby'?: string;
}

export function TimeField({
  value,
  onChange,
  onBlur,
  size = 'md',
  'aria-labelledby': labelledBy,
}: TimeFieldProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const options = useMemo(() => {
    const times =
      /^\d{2}:\d{2}$/.test(value) && !quarters.includes(value)
        ? [...quarters, value].sort()
        : quarters;
    return times.map((time) => ({
      time,
      label: formatTime(`1970-01-01T${time}:00Z`, language, { timeZone: 'UTC' }),
    }));
  }, [language, value]);
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        aria-labelledby={labelledBy}
      >
        {options.map(({ time, label }) => (
          <option key={time} value={time}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
