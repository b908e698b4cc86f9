// docs/look-and-feel.md#dates: the date field shows and reads the day in the reader's language
// (English month first, French and Arabic day first), hands the form the ISO day, starts the
// calendar's weeks where the language does (Sunday, Monday, Saturday), lays the month out right to
// left in Arabic, and is driven by the keyboard (arrows move the day, Enter picks it).
import { Field } from '@chakra-ui/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tests/test-utils';
import { i18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/settings/settings-store';
import { DateField, DateTimeField, type DateFieldProps } from './date-field';
import { dayPartOrder, firstDayOfWeek, formatDayInput, parseDayInput } from './date-field-text';

vi.setConfig({ testTimeout: 30_000 });

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  act(() => useSettingsStore.getState().reset('en'));
});

/** A labelled field holding its value the way a form does, and reporting every change. */
function Harness({
  initial = '',
  onValue,
  ...props
}: Partial<DateFieldProps> & { initial?: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Field.Root>
      <Field.Label>Due date</Field.Label>
      <DateField
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
        {...props}
      />
      <output data-testid="value">{value}</output>
    </Field.Root>
  );
}

async function renderIn(language: 'en' | 'fr' | 'ar', props: Parameters<typeof Harness>[0] = {}) {
  await act(() => i18n.changeLanguage(language));
  const user = userEvent.setup();
  renderWithProviders(<Harness {...props} />);
  const input = await screen.findByRole('textbox', { name: 'Due date' });
  return { user, input };
}

/** Opens the calendar with its button, as a user does, and waits for the focus to reach the day. */
async function openCalendar(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name }));
  const grid = await screen.findByRole('grid');
  await waitFor(() => expect(grid).toContainElement(document.activeElement as HTMLElement));
  return grid;
}

/** The accessible name of the grid's first day (its first row's first cell). */
const firstDayShown = (grid: HTMLElement) =>
  within(within(grid).getAllByRole('gridcell')[0]!).getByRole('button').getAttribute('aria-label');

const shownValue = () => screen.getByTestId('value').textContent;

describe('the day as text', () => {
  it('is written in each language’s order', () => {
    expect(dayPartOrder('en')).toEqual(['month', 'day', 'year']);
    expect(dayPartOrder('fr')).toEqual(['day', 'month', 'year']);
    expect(dayPartOrder('ar')).toEqual(['day', 'month', 'year']);
    expect(formatDayInput('2026-11-05', 'en')).toBe('11/05/2026');
    expect(formatDayInput('2026-11-05', 'fr')).toBe('05/11/2026');
    expect(formatDayInput('2026-11-05', 'ar').replace(/\u200f/g, '')).toBe('05/11/2026');
  });

  it('is read back in the same order, with any separator, Arabic-Indic digits or a short year', () => {
    expect(parseDayInput('11/05/2026', 'en')).toBe('2026-11-05');
    expect(parseDayInput('05/11/2026', 'fr')).toBe('2026-11-05');
    expect(parseDayInput('5.11.26', 'fr')).toBe('2026-11-05');
    expect(parseDayInput('05112026', 'fr')).toBe('2026-11-05');
    expect(parseDayInput(formatDayInput('2026-11-05', 'ar'), 'ar')).toBe('2026-11-05');
    expect(parseDayInput('٠٥/١١/٢٠٢٦', 'ar')).toBe('2026-11-05');
    expect(parseDayInput('2026-11-05', 'en')).toBe('2026-11-05');
  });

  it('refuses what is not a day', () => {
    expect(parseDayInput('31/04/2026', 'fr')).toBeNull();
    expect(parseDayInput('13/25/2026', 'en')).toBeNull();
    expect(parseDayInput('25/11', 'fr')).toBeNull();
    expect(parseDayInput('tomorrow', 'en')).toBeNull();
  });

  it('starts the week on Sunday in English, Monday in French, Saturday in Arabic', () => {
    expect([firstDayOfWeek('en'), firstDayOfWeek('fr'), firstDayOfWeek('ar')]).toEqual([0, 1, 6]);
  });
});

describe('DateField', () => {
  it('shows the day in English order and reads a typed day', async () => {
    const { user, input } = await renderIn('en', { initial: '2026-11-05' });
    expect(input).toHaveValue('11/05/2026');
    expect(input).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await user.clear(input);
    await user.type(input, '12/24/2026');
    await user.tab();
    expect(shownValue()).toBe('2026-12-24');
    expect(input).toHaveValue('12/24/2026');
  });

  it('shows and reads the day first in French', async () => {
    const onValue = vi.fn();
    const { user, input } = await renderIn('fr', { initial: '2026-11-05', onValue });
    expect(input).toHaveValue('05/11/2026');
    expect(input).toHaveAttribute('placeholder', 'jj/mm/aaaa');
    await user.clear(input);
    await user.type(input, '24.12.2026{Enter}');
    // The picker writes the text back after its own update: on a loaded machine, a moment later.
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('2026-12-24'));
    await waitFor(() => expect(input).toHaveValue('24/12/2026'));
  });

  it('hands a whole typed day to the form at once, and writes it the language’s way when left', async () => {
    const { user, input } = await renderIn('fr', { initial: '2026-11-05' });
    await user.clear(input);
    await user.type(input, '7/1/2027');
    expect(shownValue()).toBe('2027-01-07');
    expect(input).toHaveValue('7/1/2027');
    await user.tab();
    expect(input).toHaveValue('07/01/2027');
  });

  it('takes Arabic-Indic digits and writes them as the picker does', async () => {
    const { user, input } = await renderIn('ar');
    await user.type(input, '٢٤/١٢/٢٠٢٦');
    await user.tab();
    expect(shownValue()).toBe('2026-12-24');
    expect((input as HTMLInputElement).value.replace(/\u200f/g, '')).toBe('24/12/2026');
  });

  it('puts back the value and says why when the text is not a day', async () => {
    const { user, input } = await renderIn('fr', { initial: '2026-11-05' });
    await user.clear(input);
    await user.type(input, '31/04/2026');
    await user.tab();
    expect(shownValue()).toBe('2026-11-05');
    expect(input).toHaveValue('05/11/2026');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      '« 31/04/2026 » n’est pas une date : saisissez-la sous la forme jj/mm/aaaa.',
    );
  });

  it('empties the value when the text is cleared', async () => {
    const { user, input } = await renderIn('en', { initial: '2026-11-05', clearable: true });
    await user.click(screen.getByRole('button', { name: 'Clear the date' }));
    expect(shownValue()).toBe('');
    expect(input).toHaveValue('');
  });

  it('in Arabic, shows the day first, lays the month out right to left and starts the week on Saturday', async () => {
    const { user, input } = await renderIn('ar', { initial: '2026-11-05' });
    expect((input as HTMLInputElement).value.replace(/\u200f/g, '')).toBe('05/11/2026');
    expect(input).toHaveAttribute('dir', 'rtl');
    const grid = await openCalendar(user, 'افتح التقويم');
    expect(grid).toHaveAttribute('dir', 'rtl');
    // The first day of each week is a Saturday.
    expect(firstDayShown(grid)).toMatch(/^اختر السبت/);
    // In rtl the next day is on the left: ArrowLeft moves forward a day.
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(shownValue()).toBe('2026-11-06');
  });

  it('is driven by the keyboard: the arrows move the day, Enter picks it', async () => {
    const { user, input } = await renderIn('fr', { initial: '2026-11-05' });
    const grid = await openCalendar(user, 'Ouvrir le calendrier');
    expect(firstDayShown(grid)).toMatch(/^Choisir le lundi/);
    expect(document.activeElement).toHaveAccessibleName(/Date choisie : jeudi 5 novembre 2026/);
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(shownValue()).toBe('2026-11-13');
    expect(input).toHaveValue('13/11/2026');
    await openCalendar(user, 'Ouvrir le calendrier');
    // PageDown goes to the next month.
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(/13 décembre 2026/));
    await user.keyboard('{Enter}');
    expect(shownValue()).toBe('2026-12-13');
  });

  it('with a time, lists the times of day as the language writes them', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(
      <Field.Root>
        <Field.Label>Début</Field.Label>
        <DateTimeField value="2026-11-05T13:30" onChange={onChange} />
      </Field.Root>,
    );
    expect(await screen.findByRole('textbox', { name: 'Début' })).toHaveValue('05/11/2026');
    const time = screen.getByRole('combobox', { name: 'Début Heure' });
    expect(time).toHaveDisplayValue('13:30');
    await user.selectOptions(time, '14:45');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-05T14:45');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('combobox', { name: 'Début Time' })).toHaveDisplayValue('1:30 PM');
  });

  it('greys out the days outside min and max', async () => {
    const { user } = await renderIn('en', { initial: '2026-11-05', min: '2026-11-04' });
    const grid = await openCalendar(user, 'Open the calendar');
    expect(
      within(grid).getByRole('button', { name: /Not available: Tuesday, November 3, 2026/ }),
    ).toHaveAttribute('aria-disabled', 'true');
  });
});
