// The calendar against the demo API: the event form opens from "New event", refuses an end before
// the start next to the End field, and a valid event is stored (the demo API's list has it).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarPaths, type CalendarEventsResponse } from '@/lib/api-contract/calendar';
import { http } from '@/lib/http/client';
import { i18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/settings/settings-store';
import { defaultSettings } from '@/lib/settings/settings-schema';
import { renderRoute } from '../../../tests/test-utils';
import { NARROW_QUERY } from '@/lib/ui/use-narrow-screen';
import { declaredStyles } from '../../../tests/declared-styles';

// Whole routes render against the demo API on a shared machine: allow for a busy one.
vi.setConfig({ testTimeout: 150_000 });

/**
 * The page, once its "New event" button shows; `header` is the row that holds it and the title.
 * The wait goes by text, and the header's and toolbar's queries stay inside them: after each change
 * of the page a role query asks jsdom for the styles of every element it looks at, which on the
 * whole dashboard takes seconds, and `findByRole` re-runs it on each change while the route loads.
 * The header's button is the first (a phone's month offers another under an empty day).
 */
async function openCalendar(path = '/dashboard/calendar?date=2027-02-01') {
  const view = renderRoute(path, { signedIn: true });
  const [newEvent] = await screen.findAllByText(
    'New event',
    { selector: 'button' },
    { timeout: 90_000 },
  );
  return { ...view, header: within(newEvent!.parentElement!), user: userEvent.setup() };
}

/** The screen as a phone's: the narrow media query matches. */
function onAPhone() {
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...matchMedia(query),
    matches: query === NARROW_QUERY,
  }));
}

const viewGroup = () => screen.getByRole('group', { name: 'View' });
const viewButton = (name: string) => within(viewGroup()).getByRole('button', { name });
/** The toolbar: the period's buttons and title, and the views. */
const toolbar = () => within(viewGroup().parentElement!);

afterEach(() => {
  vi.restoreAllMocks();
  useSettingsStore.setState(defaultSettings('en'));
});

describe('calendar', () => {
  it('refuses an end before the start next to the field, then saves the event', async () => {
    const { user, header } = await openCalendar();
    await user.click(header.getByRole('button', { name: 'New event' }));
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    await user.type(within(dialog).getByLabelText('Title'), 'Data council');
    await user.click(within(dialog).getByRole('checkbox', { name: 'All day' }));
    const start = within(dialog).getByLabelText('Start');
    const end = within(dialog).getByLabelText('End');
    await user.clear(start);
    // Month first, as an English reader types a day (docs/look-and-feel.md#dates).
    await user.type(start, '02/10/2027');
    await user.clear(end);
    await user.type(end, '02/08/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const endField = end.closest<HTMLElement>('[role="group"]')!;
    expect(
      await within(endField).findByText('The end cannot be before the start.'),
    ).toBeInTheDocument();

    await user.clear(end);
    await user.type(end, '02/11/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Data council was added', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New event' })).not.toBeInTheDocument(),
    );
    const { events } = await http.get<CalendarEventsResponse>(calendarPaths.events);
    expect(events.find((e) => e.title === 'Data council')).toMatchObject({
      start: '2027-02-10T00:00:00.000Z',
      end: '2027-02-11T23:59:59.999Z',
    });
  });

  it("follows the user's direction setting, not the language's", async () => {
    useSettingsStore.setState({ themeDirection: 'rtl' });
    const { container } = await openCalendar();
    await waitFor(() => expect(container.querySelector('.fc')).toHaveClass('fc-direction-rtl'));
    // The previous period is on the start side, which is the right in a right-to-left page.
    expect(
      toolbar().getByRole('button', { name: 'Previous period' }).querySelector('svg'),
    ).toHaveClass('lucide-chevron-right');
  });

  it('opens on the agenda on a phone when the URL names no view, and keeps the URL clean', async () => {
    onAPhone();
    const { container, router } = await openCalendar('/dashboard/calendar');
    await waitFor(() => expect(container.querySelector('.fc-listWeek-view')).toBeInTheDocument());
    expect(viewButton('Agenda')).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toEqual({});
  });

  it('keeps a view named in the URL on a phone', async () => {
    onAPhone();
    const { container } = await openCalendar('/dashboard/calendar?view=dayGridMonth');
    await waitFor(() =>
      expect(container.querySelector('.fc-dayGridMonth-view')).toBeInTheDocument(),
    );
    expect(viewButton('Month')).toHaveAttribute('aria-pressed', 'true');
  });

  it("on a phone the month marks each day's events and lists the chosen day's under the grid", async () => {
    onAPhone();
    const { container } = await openCalendar('/dashboard/calendar?view=dayGridMonth');
    const agenda = await screen.findByTestId('calendar-day-agenda', {}, { timeout: 30_000 });
    // Today is chosen when the month holds it.
    const today = new Date();
    const heading = today.toLocaleDateString('en', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    expect(within(agenda).getByRole('heading', { level: 3 })).toHaveTextContent(heading);
    const pad = (n: number) => String(n).padStart(2, '0');
    const todayCell = container.querySelector<HTMLElement>(
      `.fc-daygrid-day[data-date="${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}"]`,
    )!;
    // Wait for the events: the grid's count and the agenda's rows agree.
    const { events } = await http.get<CalendarEventsResponse>(calendarPaths.events);
    await waitFor(() => {
      const listed = within(agenda).queryAllByRole('listitem');
      const count = todayCell.querySelector('[data-compact-day]')?.getAttribute('data-compact-day');
      expect(Number(count)).toBe(listed.length);
      if (listed.length) expect(todayCell).toHaveTextContent(`${listed.length} event`);
      if (!listed.length)
        expect(within(agenda).getByText('Nothing planned on this day.')).toBeInTheDocument();
    });
    for (const item of within(agenda).queryAllByRole('listitem')) {
      const title = item.textContent ?? '';
      expect(title.includes('Due:') || events.some((e) => title.includes(e.title))).toBe(true);
    }
    // No titles in the phone's month grid: its events are dots.
    expect(container.querySelector('.fc-daygrid-day .fc-event')).toBeNull();
  });

  it('dims the days of the months before and after in the month view', async () => {
    const { container } = await openCalendar(
      '/dashboard/calendar?view=dayGridMonth&date=2027-02-01',
    );
    await waitFor(() =>
      expect(container.querySelector('.fc-dayGridMonth-view')).toBeInTheDocument(),
    );
    const day = (date: string) =>
      container.querySelector<HTMLElement>(`.fc-daygrid-day[data-date="${date}"]`)!;
    // jsdom computes no cascade: the backgrounds the page's style rules give each day.
    const backgrounds = (el: Element) => [
      ...declaredStyles(el, 'background'),
      ...declaredStyles(el, 'background-color'),
    ];
    // February 2027 starts on a Monday: the first row begins with 31 January.
    expect(backgrounds(day('2027-01-31'))).toContain('var(--chakra-colors-bg-muted)');
    expect(backgrounds(day('2027-03-01'))).toContain('var(--chakra-colors-bg-muted)');
    expect(backgrounds(day('2027-02-10'))).toEqual([]);
  });

  it("gives a due task's name its own direction and the ellipsis, its label whole", async () => {
    const { container } = await openCalendar('/dashboard/calendar?view=dayGridMonth');
    await waitFor(() => expect(container.querySelector('.fc-dayGridMonth-view .cal-task')).toBeInTheDocument());
    for (const chip of container.querySelectorAll('.fc-dayGridMonth-view .cal-task')) {
      const title = chip.querySelector('.cal-task-title')!;
      // "Due: " stays whole; the name is the part that may be cut, in the name's own direction.
      expect(title.querySelector('.cal-task-label')?.textContent).toBe('Due: ');
      expect(title.querySelector('.cal-task-name')).toHaveAttribute('dir', 'auto');
      expect(title.textContent).toMatch(/^Due: \S/);
    }
    const nameRule = declaredStyles(container.querySelector('.cal-task-name')!, 'text-overflow');
    expect(nameRule).toContain('ellipsis');
  });

  it("names the agenda's columns for screen readers in the reader's language", async () => {
    await act(() => i18n.changeLanguage('fr'));
    try {
      const { container } = renderRoute('/dashboard/calendar?view=listWeek', { signedIn: true });
      // FullCalendar's French locale leaves these in English ("Time", "Event").
      await waitFor(() => expect(container.querySelector('.fc-list-table thead')).toBeInTheDocument(), { timeout: 90_000 });
      const header = container.querySelector('.fc-list-table thead')!.textContent;
      expect(header).toContain('Heure');
      expect(header).toContain('Événement');
      expect(header).not.toMatch(/Time|Event/);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('draws each day once in the month after the screen widens past a phone', async () => {
    // A phone first, then the window widens: the media query changes and tells its listeners.
    let narrow = true;
    const listeners = new Set<() => void>();
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query === NARROW_QUERY && narrow,
      addEventListener: (_: string, listener: () => void) => void listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
    }) as unknown as MediaQueryList);
    // (A phone's month also offers "New event" under an empty day: the heading says it has loaded.)
    const { container } = renderRoute('/dashboard/calendar?view=dayGridMonth&date=2027-02-01', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Calendar' }, { timeout: 90_000 });
    await waitFor(() => expect(container.querySelector('.fc-dayGridMonth-view')).toBeInTheDocument(), { timeout: 30_000 });
    act(() => {
      narrow = false;
      for (const listener of listeners) listener();
    });
    const day = () => container.querySelector<HTMLElement>('.fc-daygrid-day[data-date="2027-02-10"]')!;
    await waitFor(() => expect(day().querySelectorAll('.fc-daygrid-day-top').length).toBe(1));
    expect(day().querySelector('.fc-daygrid-day-top')!.textContent).toBe('10');
  });

  it('opens on the month on a wide screen', async () => {
    const { container, router } = await openCalendar('/dashboard/calendar');
    await waitFor(() =>
      expect(container.querySelector('.fc-dayGridMonth-view')).toBeInTheDocument(),
    );
    expect(router.state.location.search).toEqual({});
  });
});
