// docs/look-and-feel.md#text-in-both-directions: what the user or the data wrote is isolated with its
// own direction, and a truncated line carries that direction itself (so it loses its end, not its
// start). Mixed-direction strings rendered in a list row (mail), a detail (invoice) and chips
// (a kanban card, a calendar event), in the Arabic, right-to-left page and in the English one.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { declaredStyles } from '../declared-styles';
import { renderWithProviders } from '../test-utils';
import kanban from '@/lib/seed/data/kanban.json';
import { seedInvoices } from '@/lib/seed/invoice';
import { seedMail } from '@/lib/seed/mail';
import { CalendarView } from '@/features/calendar/components/calendar-view';
import { InvoiceDocument } from '@/features/invoices/components/invoice-document';
import { KanbanTaskFace } from '@/features/kanban/components/kanban-task-card';
import { MailListItem } from '@/features/mail/components/mail-list-item';
import type { Invoice } from '@/lib/api-contract/invoice';
import type { KanbanTask } from '@/lib/api-contract/kanban';
import type { Mail } from '@/lib/api-contract/mail';
import { i18n } from '@/lib/i18n/i18n';
import { useSettingsStore } from '@/lib/settings/settings-store';
import { IdText, isolateLtr, isolateText, UserText } from '@/lib/ui/user-text';

vi.setConfig({ testTimeout: 30_000 });

const ENGLISH_SUBJECT = 'Workshop follow-up on the Q3 retail footfall model';
const NOTE = 'Workshop follow-up.';
const ADDRESS = '12 Baker Street, London, United Kingdom';
const PHONE = '+44 20 7946 0958';
const ORDER = '#C-1024';
const ARABIC_NAME = 'سارة المنصوري';
const ARABIC_SUBJECT = 'متابعة ورشة العمل';

async function inLanguage(language: 'ar' | 'en') {
  await act(() => i18n.changeLanguage(language));
}

/** The page is in the language's direction (AppProviders writes it on <html> once rendered). */
function expectPage(dir: 'rtl' | 'ltr') {
  expect(document.documentElement).toHaveAttribute('dir', dir);
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  act(() => useSettingsStore.getState().reset('en'));
});

/** The element showing exactly `text` isolates it: its own `dir`, and `unicode-bidi: isolate`. */
function expectIsolated(text: string, dir: 'auto' | 'ltr') {
  const el = screen.getByText(text);
  expect(el, `"${text}"`).toHaveAttribute('dir', dir);
  expect(declaredStyles(el, 'unicode-bidi'), `"${text}"`).toContain('isolate');
  return el;
}

/** Every truncating element (an ellipsis, or a line clamp) holding data carries a direction of its own. */
function expectTruncationOwnDirection(container: HTMLElement, texts: string[]) {
  const truncating = [...container.querySelectorAll<HTMLElement>('*')].filter(
    (el) =>
      texts.includes(el.textContent ?? '') &&
      (declaredStyles(el, 'text-overflow').includes('ellipsis') || declaredStyles(el, '-webkit-line-clamp').length > 0),
  );
  expect(truncating.length).toBeGreaterThan(0);
  for (const el of truncating) expect(el, `truncated "${el.textContent}"`).toHaveAttribute('dir');
}

function renderInRouter(ui: React.ReactNode) {
  const root = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return renderWithProviders(<RouterProvider router={router} />);
}

// Whole records, as the demo API answers them (the seed stores each in two parts: docs/api/demo-seed.md).
const [firstMail] = await seedMail();
const [firstInvoice] = await seedInvoices();
const mail = (over: Partial<Mail>): Mail => ({ ...firstMail!, folder: 'inbox', ...over });
const noop = () => {};

describe('a mail row', () => {
  it('isolates an English subject, its preview and an Arabic sender in the Arabic list; the cut lines carry their own direction', async () => {
    await inLanguage('ar');
    const { container } = renderInRouter(
      <ul>
        <MailListItem
          mail={mail({ from: { name: ARABIC_NAME, email: 'sara@client.example' }, subject: ENGLISH_SUBJECT, message: NOTE })}
          label="inbox"
          q=""
          open={false}
          selected={false}
          onSelect={noop}
          onStar={noop}
        />
      </ul>,
    );
    await screen.findByText(ENGLISH_SUBJECT);
    expectPage('rtl');
    expectIsolated(ENGLISH_SUBJECT, 'auto');
    expectIsolated(NOTE, 'auto');
    expectIsolated(ARABIC_NAME, 'auto');
    expectTruncationOwnDirection(container, [ENGLISH_SUBJECT, NOTE, ARABIC_NAME]);
  });

  it('isolates an Arabic subject in the English list', async () => {
    await inLanguage('en');
    renderInRouter(
      <ul>
        <MailListItem mail={mail({ subject: ARABIC_SUBJECT })} label="inbox" q="" open={false} selected={false} onSelect={noop} onStar={noop} />
      </ul>,
    );
    await screen.findByText(ARABIC_SUBJECT);
    expectPage('ltr');
    expectIsolated(ARABIC_SUBJECT, 'auto');
  });
});

describe('an invoice', () => {
  it('keeps the address, the note and the names in their own direction and the number, e-mail and phone left to right, in Arabic', async () => {
    await inLanguage('ar');
    const invoice: Invoice = {
      ...firstInvoice!,
      number: 'INV-1024',
      to: { name: 'Ada Lovelace', company: ARABIC_NAME, email: 'ada@client.example', address: ADDRESS, phone: PHONE },
      notes: NOTE,
    };
    renderWithProviders(<InvoiceDocument invoice={invoice} />);
    await screen.findByText(ADDRESS);
    expectPage('rtl');
    expectIsolated(ADDRESS, 'auto');
    expectIsolated(NOTE, 'auto');
    expectIsolated('Ada Lovelace', 'auto');
    expectIsolated(ARABIC_NAME, 'auto');
    expectIsolated(PHONE, 'ltr');
    expectIsolated('ada@client.example', 'ltr');
    expectIsolated('INV-1024', 'ltr');
    // The phone line is aligned with the lines above it (the page's start, the right), not with its own.
    expect(declaredStyles(screen.getByText(PHONE), 'text-align')).toEqual(['right']);
    expect(declaredStyles(screen.getByText(ADDRESS), 'text-align')).toEqual(['right']);
  });
});

describe('a kanban card', () => {
  it('isolates an English task name (clamped to three lines) and its labels on the Arabic board', async () => {
    await inLanguage('ar');
    const task = { ...(kanban.tasks[0] as unknown as KanbanTask), name: ENGLISH_SUBJECT, labels: ['follow-up.'] };
    const { container } = renderWithProviders(<KanbanTaskFace task={task} />);
    await screen.findByText(ENGLISH_SUBJECT);
    expectPage('rtl');
    expectIsolated(ENGLISH_SUBJECT, 'auto');
    expectIsolated('follow-up.', 'auto');
    expectTruncationOwnDirection(container, [ENGLISH_SUBJECT]);
  });
});

describe('a calendar chip', () => {
  it('gives an English event title its own direction in the right-to-left month, so the ellipsis cuts its end', async () => {
    await inLanguage('ar');
    const { container } = renderWithProviders(
      <CalendarView
        view="dayGridMonth"
        date="2026-11-01"
        events={[
          { id: 'a', title: ENGLISH_SUBJECT, start: '2026-11-10T09:00:00', end: '2026-11-10T10:00:00' },
          { id: 'b', title: ARABIC_SUBJECT, start: '2026-11-12', allDay: true },
        ]}
        onDates={noop}
        onSelect={noop}
        onEventClick={noop}
        onEventChange={noop}
      />,
    );
    await screen.findByText(ENGLISH_SUBJECT);
    expectPage('rtl');
    expect(container.querySelector('.fc')).toHaveClass('fc-direction-rtl');
    for (const title of [ENGLISH_SUBJECT, ARABIC_SUBJECT]) {
      const el = screen.getByText(title);
      expect(el, title).toHaveAttribute('dir', 'auto');
      expect(declaredStyles(el, 'text-overflow'), title).toContain('ellipsis');
      expect(declaredStyles(el, 'unicode-bidi'), title).toContain('isolate');
    }
  });
});

describe('the primitives', () => {
  it('UserText takes its direction from its text, IdText is left to right, both isolated and aligned with the page', async () => {
    await inLanguage('ar');
    renderWithProviders(
      <>
        <UserText truncate>{ADDRESS}</UserText>
        <IdText as="span">{ORDER}</IdText>
        <IdText>{PHONE}</IdText>
      </>,
    );
    await screen.findByText(ADDRESS);
    expectPage('rtl');
    const address = expectIsolated(ADDRESS, 'auto');
    expect(declaredStyles(address, 'text-overflow')).toContain('ellipsis');
    expect(declaredStyles(address, 'text-align')).toEqual(['right']);
    expectIsolated(ORDER, 'ltr');
    expectIsolated(PHONE, 'ltr');
  });

  it('isolateText and isolateLtr wrap a string put inside a translated sentence in isolate marks', () => {
    expect(isolateText(ADDRESS)).toBe(`\u2068${ADDRESS}\u2069`);
    expect(isolateLtr(ORDER)).toBe(`\u2066${ORDER}\u2069`);
  });
});
