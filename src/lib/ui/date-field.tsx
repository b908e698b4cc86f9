// The one date field of the app (docs/look-and-feel.md#dates): a text input that shows and reads
// the day in the reader's language ("11/25/2026", "25/11/2026", "25‏/11‏/2026") and a calendar
// that starts its weeks where the language does, mirrors in rtl and is driven by the keyboard.
// Chakra's DatePicker (Ark / zag) does the calendar; the value in and out is the ISO day
// (YYYY-MM-DD, or '' for none) the forms and the URL filters hold. Only the route chunks whose
// screens have a date field import this module, so the picker's code (zag, @internationalized/date)
// stays out of the first load; its recipe is in the theme like every component's.
import {
  DatePicker,
  Field,
  HStack,
  parseDate,
  Text,
  useFieldContext,
  type DatePickerRootProps,
  type DateValue,
} from '@chakra-ui/react';
import { CalendarDays, ChevronLeft, ChevronRight, X } from 'lucide-react';
import {
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { firstDayOfWeek, formatDayInput, latinDigits, parseDayInput } from './date-field-text';
import { TimeField } from './time-field';

export interface DateFieldProps {
  /** The ISO day (YYYY-MM-DD), or '' for none. */
  value: string;
  /** Called with the ISO day picked or typed, or '' when the field is emptied. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The input's element (react-hook-form's `field.ref`, to focus the field with an error). */
  ref?: Ref<HTMLInputElement>;
  name?: string;
  /** ISO days: the calendar greys out the days before `min` and after `max`. A typed day outside
   *  them is kept, for the form's own rule to say what is wrong next to the field. */
  min?: string;
  max?: string;
  size?: 'sm' | 'md';
  disabled?: boolean;
  /** A button that empties the field while it holds a day (optional filters). */
  clearable?: boolean;
  /** The name when no `Field.Label` names the field. */
  'aria-label'?: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayText = (date: DateValue) => date.toString().slice(0, 10);

// A digit of another script, or a separator the picker would refuse: let it through (the input
// handler below writes it as the picker's own).
const EXTRA_CHARACTER = /^[\u0660-\u0669\u06f0-\u06f9.\- ]$/;

// The picker's icons point left and right: in rtl "previous" is on the right and points right.
const mirrorInRtl = { _rtl: { '& svg': { transform: 'scaleX(-1)' } } } as const;

export function DateField({
  value,
  onChange,
  onBlur,
  ref,
  name,
  min,
  max,
  size = 'md',
  disabled,
  clearable,
  'aria-label': ariaLabel,
}: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const field = useFieldContext();
  const hintId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  // What the reader typed that is not a day: the field goes back to its value and says so.
  const [rejected, setRejected] = useState<string | null>(null);
  // While a day is being typed, the picker keeps the value it had (a typed day is handed to the
  // form as soon as it is whole, but rewriting the text under the caret would get in the way);
  // the text is written in the language's way when the field is left or Enter is pressed.
  const [held, setHeld] = useState<string | null>(null);
  const pickerValue = held ?? value;

  const selected = useMemo(
    () => (ISO_DAY.test(pickerValue) ? [parseDate(pickerValue)] : []),
    [pickerValue],
  );
  const translations = useMemo<NonNullable<DatePickerRootProps['translations']>>(
    () => ({
      trigger: (open) => t(open ? 'dateField.closeCalendar' : 'dateField.openCalendar'),
      prevTrigger: (view) => t(`dateField.previous.${view}`),
      nextTrigger: (view) => t(`dateField.next.${view}`),
      viewTrigger: (view, next) =>
        t(`dateField.show.${next ?? (view === 'day' ? 'month' : 'year')}`),
      clearTrigger: t('dateField.clear'),
      content: t('dateField.calendar'),
      dayCell: (state) =>
        t(
          state.unavailable
            ? 'dateField.unavailable'
            : state.selected
              ? 'dateField.selected'
              : 'dateField.choose',
          {
            date: state.valueText,
          },
        ),
    }),
    [t],
  );

  const invalid = Boolean(field?.invalid || rejected);
  const placeholder = t('dateField.placeholder');

  /** Reads what is in the input: a day becomes the value, nothing empties it, anything else is put back. */
  const commit = (input: HTMLInputElement) => {
    setHeld(null);
    const text = input.value.trim();
    if (!text) {
      setRejected(null);
      if (value) onChange('');
      return;
    }
    const day = parseDayInput(text, language);
    if (!day) {
      setRejected(text);
      input.value = formatDayInput(value, language);
      return;
    }
    setRejected(null);
    if (day !== value) onChange(day);
    else input.value = formatDayInput(day, language);
  };

  const describedBy = [field?.ariaDescribedby, rejected ? hintId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <DatePicker.Root
      ref={rootRef}
      colorPalette="primary"
      // Shrinks in a row (beside DateTimeField's time) instead of keeping the input's own width.
      minW="0"
      // The generated recipe types (`npm run typegen`) date from before the date picker was in
      // the theme; once regenerated, `size={size}` type-checks as it is.
      {...({ size } as object)}
      locale={language}
      timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
      startOfWeek={firstDayOfWeek(language)}
      value={selected}
      onValueChange={(details) => {
        setHeld(null);
        setRejected(null);
        const next = details.value[0];
        const day = next ? dayText(next) : '';
        // A day picked in the calendar replaces what was typed, even the day the field held
        // (the picker does not write its text again for an unchanged value).
        const input = rootRef.current?.querySelector('input');
        if (input) input.value = formatDayInput(day, language);
        onChange(day);
      }}
      format={(date) => formatDayInput(dayText(date), language)}
      parse={(text) => {
        const day = parseDayInput(text, language);
        return day ? parseDate(day) : undefined;
      }}
      isDateUnavailable={(date) => {
        const day = dayText(date);
        return Boolean((min && day < min) || (max && day > max));
      }}
      placeholder={placeholder}
      translations={translations}
      ids={field ? { input: () => field.ids.control } : undefined}
      name={name}
      disabled={disabled || field?.disabled}
      required={field?.required}
      invalid={invalid}
      positioning={{ strategy: 'fixed', placement: 'bottom-start' }}
      // The calendar (its day, month and year views: about 200 elements) is built when it opens,
      // not with every field: a list's filters or a form with several dates stay light.
      lazyMount
      unmountOnExit
      onOpenChange={(details) => {
        if (!details.open) onBlur?.();
      }}
    >
      <DatePicker.Control
        // The picker takes a day in its language's digits and separator only: Arabic-Indic digits,
        // dots, dashes and spaces are let in here, before the input's own check (on the control:
        // React stops the event between elements, not between two handlers of one element).
        onBeforeInputCapture={(event: FormEvent<HTMLDivElement>) => {
          const data = (event.nativeEvent as InputEvent).data;
          if (data && EXTRA_CHARACTER.test(data)) event.stopPropagation();
        }}
      >
        <DatePicker.Input
          ref={ref}
          fixOnBlur={false}
          aria-label={ariaLabel}
          aria-describedby={describedBy || undefined}
          pe={clearable && value ? '16' : '10'}
          // A percentage width lets a grid column or a row shrink the input below its own width
          // (20 characters): the tour form's three columns overflowed a 768 px screen without it.
          w="full"
          // Arabic-Indic digits, dots, dashes and spaces (let in above) written as 0-9 and "/".
          onInputCapture={(event: FormEvent<HTMLInputElement>) => {
            const input = event.currentTarget;
            // The text being typed lives in the input alone, never in the picker: the picker
            // writes its own copy of the text back a moment after each change, and on a busy
            // machine that copy was one keystroke old, so a character typed in between was lost
            // ("24.12.2026" became "2412/2026"). The picker learns the day when it is whole (the
            // form's value, below) or when the field is left (commit).
            event.stopPropagation();
            setRejected(null);
            // An emptied input empties the value when it is left (commit), not at once: a filter
            // is not dropped while its day is retyped, and a rejected text goes back to the value.
            if (!input.value) return;
            const written = latinDigits(input.value).replace(/[.\- ]/g, '/');
            if (written !== input.value) {
              const caret = input.selectionStart;
              input.value = written;
              input.setSelectionRange(caret, caret);
            }
            // A whole day (four-digit year) is the value at once, as a native date input's is.
            if (held === null) setHeld(value);
            const day = parseDayInput(written, language, { fullYear: true });
            if (day && day !== value) onChange(day);
          }}
          onKeyDownCapture={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            // Instead of the picker's own Enter, which picks the calendar's focused day when the
            // text is not a day.
            event.preventDefault();
            commit(event.currentTarget);
          }}
          onBlur={(event) => {
            commit(event.currentTarget);
            // Into the calendar or onto its buttons is still inside the field: the field is left
            // when the calendar closes (below) or focus goes elsewhere.
            if (!rootRef.current?.contains(event.relatedTarget)) onBlur?.();
          }}
        />
        <DatePicker.IndicatorGroup>
          {clearable && value ? (
            <DatePicker.ClearTrigger>
              <X />
            </DatePicker.ClearTrigger>
          ) : null}
          <DatePicker.Trigger>
            <CalendarDays />
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      {rejected ? (
        <Text id={hintId} textStyle="sm" color="fg.error">
          {t('dateField.notADate', { text: rejected, pattern: placeholder })}
        </Text>
      ) : null}
      <DatePicker.Positioner>
        {/* No closing animation: in the tours' filter drawer the calendar sometimes stayed on screen
            after a pick (closed, waiting for an animation end that never came). */}
        <DatePicker.Content _closed={{ animation: 'none' }}>
          <DatePicker.View view="day">
            <CalendarHeader />
            <DatePicker.Context>
              {(picker) => (
                <DatePicker.Table>
                  <DatePicker.TableHead>
                    <DatePicker.TableRow>
                      {picker.weekDays.map((weekDay) => (
                        // Hidden from screen readers by the picker: each day's button says its weekday.
                        <DatePicker.TableHeader key={weekDay.long}>
                          {weekDay.narrow}
                        </DatePicker.TableHeader>
                      ))}
                    </DatePicker.TableRow>
                  </DatePicker.TableHead>
                  <DatePicker.TableBody>
                    {picker.weeks.map((week, row) => (
                      // By position, as Chakra's own table: the next month reuses the cells.
                      <DatePicker.TableRow key={row}>
                        {week.map((day, column) => (
                          <DatePicker.TableCell key={column} value={day}>
                            <DatePicker.TableCellTrigger>{day.day}</DatePicker.TableCellTrigger>
                          </DatePicker.TableCell>
                        ))}
                      </DatePicker.TableRow>
                    ))}
                  </DatePicker.TableBody>
                </DatePicker.Table>
              )}
            </DatePicker.Context>
          </DatePicker.View>
          <DatePicker.View view="month">
            <CalendarHeader />
            <DatePicker.MonthTable />
          </DatePicker.View>
          <DatePicker.View view="year">
            <CalendarHeader />
            <DatePicker.YearTable />
          </DatePicker.View>
        </DatePicker.Content>
      </DatePicker.Positioner>
    </DatePicker.Root>
  );
}

function CalendarHeader() {
  return (
    <DatePicker.ViewControl>
      <DatePicker.PrevTrigger {...mirrorInRtl}>
        <ChevronLeft />
      </DatePicker.PrevTrigger>
      <DatePicker.ViewTrigger>
        <DatePicker.RangeText />
      </DatePicker.ViewTrigger>
      <DatePicker.NextTrigger {...mirrorInRtl}>
        <ChevronRight />
      </DatePicker.NextTrigger>
    </DatePicker.ViewControl>
  );
}

export interface DateTimeFieldProps extends Omit<DateFieldProps, 'clearable' | 'min' | 'max'> {
  /** A local day and time of day, `YYYY-MM-DDTHH:mm` (what a datetime-local input held), or ''. */
  value: string;
}

/**
 * A day and a time of day side by side: the date field, and a list of the times of day every
 * quarter of an hour written as the language writes them (13:30 in French, 1:30 PM in English).
 * The time is named after the field's label ("Start, time").
 */
export function DateTimeField({
  value,
  onChange,
  onBlur,
  ref,
  name,
  size = 'md',
  disabled,
}: DateTimeFieldProps) {
  const { t } = useTranslation();
  const field = useFieldContext();
  const [day = '', time = ''] = value.split('T');
  // The time chosen before any day: kept until a day comes with it.
  const [pendingTime, setPendingTime] = useState('09:00');
  const shownTime = time || pendingTime;
  const timeLabelId = useId();
  return (
    <HStack gap={2} align="start" w="full">
      <DateField
        ref={ref}
        name={name}
        size={size}
        disabled={disabled}
        value={day}
        onChange={(next) => onChange(next ? `${next}T${shownTime}` : '')}
        onBlur={onBlur}
      />
      {/* A field of its own, so the time's list does not take the day's input id. */}
      <Field.Root
        w="auto"
        flexShrink={0}
        invalid={field?.invalid}
        disabled={disabled || field?.disabled}
      >
        <Field.Label srOnly id={timeLabelId}>
          {t('dateField.time')}
        </Field.Label>
        <TimeField
          size={size}
          value={shownTime}
          aria-labelledby={field ? `${field.ids.label} ${timeLabelId}` : undefined}
          onChange={(next) => {
            setPendingTime(next);
            if (day) onChange(`${day}T${next}`);
          }}
          onBlur={onBlur}
        />
      </Field.Root>
    </HStack>
  );
}
