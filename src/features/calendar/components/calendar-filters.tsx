// Filters: which colours to show (none ticked: all) and a date range.
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Field,
  Fieldset,
  HStack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { eventColors, type EventColor } from '@/lib/api-contract/calendar';
import { DateField } from '@/lib/ui/date-field';
import type { CalendarSearch } from '../search';
import { colorToken } from './calendar-colors';

interface CalendarFiltersProps {
  search: CalendarSearch;
  timeZone: string;
  onChange: (patch: Partial<CalendarSearch>) => void;
}

export function CalendarFilters({ search, timeZone, onChange }: CalendarFiltersProps) {
  const { t } = useTranslation('calendar');
  const filtered = search.colors.length > 0 || Boolean(search.from) || Boolean(search.to);
  return (
    <HStack gap={6} wrap="wrap" align="end">
      <Fieldset.Root width="auto">
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          {t('filters.colors')}
        </Fieldset.Legend>
        <CheckboxGroup
          value={search.colors}
          onValueChange={(colors) => onChange({ colors: colors as EventColor[] })}
        >
          <HStack gap={3} wrap="wrap" mt={1}>
            {eventColors.map((color) => (
              <Checkbox.Root key={color} value={color} size="sm">
                <Checkbox.HiddenInput />
                <Checkbox.Control borderColor={colorToken[color]} />
                <Checkbox.Label>{t(`colors.${color}`)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
        </CheckboxGroup>
      </Fieldset.Root>
      <HStack gap={3} align="end" width={{ base: 'full', sm: 'auto' }}>
        <Field.Root width={{ base: 'calc(50% - 6px)', sm: '40' }}>
          <Field.Label fontSize="sm">{t('filters.from')}</Field.Label>
          <DateField
            size="sm"
            clearable
            value={search.from ?? ''}
            onChange={(from) => onChange({ from: from || undefined })}
          />
        </Field.Root>
        <Field.Root width={{ base: 'calc(50% - 6px)', sm: '40' }}>
          <Field.Label fontSize="sm">{t('filters.to')}</Field.Label>
          <DateField
            size="sm"
            clearable
            value={search.to ?? ''}
            onChange={(to) => onChange({ to: to || undefined })}
          />
        </Field.Root>
      </HStack>
      {filtered ? (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onChange({ colors: [], from: undefined, to: undefined })}
        >
          {t('filters.clear')}
        </Button>
      ) : null}
      <Text fontSize="sm" color="fg.muted" ms={{ md: 'auto' }}>
        {t('timeZone', { zone: timeZone })}
      </Text>
    </HStack>
  );
}
