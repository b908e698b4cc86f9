// The mail screen against the demo API: labels and counts, opening marks read (and the navigation's
// Mail badge follows at once), the latest message previewed on a wide screen without being marked
// read (and none on a phone), delete with Undo, hostile HTML shown safely (in the reader, and in the
// composer for a reply, a forward or a draft), and the composer's attachment limit.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Mail, MailLabelId } from '@/lib/api-contract/mail';
import { seedMail } from '@/lib/seed/mail';
import { server } from '../../../tests/setup';
import { onScreen, renderRoute } from '../../../tests/test-utils';
import { sendMail } from './api/mail';

vi.setConfig({ testTimeout: 90_000 });
// The demo API in IndexedDB on a busy machine: give each wait time.
configure({ asyncUtilTimeout: 15_000 });

const seed = (await seedMail());
const inboxUnread = seed.filter((m) => m.folder === 'inbox' && m.isUnread).length;
/** A label's messages as the demo API lists them (a user label leaves out the trash and spam), newest first. */
const inLabel = (label: MailLabelId): Mail[] =>
  seed
    .filter((m) => (m.labelIds.includes(label) ? m.folder !== 'trash' && m.folder !== 'spam' : m.folder === label))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));


/** The requests to a path of the demo API, by method and path, while the test runs. */
function requestsTo(path: RegExp) {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    if (path.test(pathname)) seen.push(`${request.method} ${pathname}`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return seen;
}
/** Time for an effect that would mark the message read to have sent its request. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

afterEach(() => {
  vi.restoreAllMocks();
});

async function openMail(path = '/dashboard/mail') {
  const view = renderRoute(path, { signedIn: true });
  await screen.findByTestId('mail-list', {}, { timeout: 45_000 });
  return { ...view, user: userEvent.setup() };
}

/** The label link in the side column (the narrow-screen chips repeat it). */
const labelLink = (id: string) => document.querySelectorAll<HTMLElement>(`nav a[data-label="${id}"]`)[0]!;

// Role queries stay inside a part of the page (its header, the open message, a toast): after each
// change of the page a role query asks jsdom for the styles of every element it looks at, which on
// the whole dashboard takes a good part of a second, and `findByRole` re-runs it on each change.

/** The page's header: its title, Compose and the shortcuts' button. */
const header = () => within(screen.getByText('Mail', { selector: 'h1' }).parentElement!);

/** The open message (the reading pane's article), once its subject shows. */
async function reader(subject: string) {
  return within((await screen.findByText(subject, { selector: 'h2' })).closest('article')!);
}

/** A toast's button, found by its text, then as a button inside its toast. */
async function toastButton(name: string, timeout?: number) {
  const text = await screen.findByText(name, { selector: 'button' }, { timeout });
  const toast = text.closest<HTMLElement>('[data-scope="toast"][data-part="root"]')!;
  return within(toast).findByRole('button', { name });
}

describe('mail', () => {
  it('shows the labels with their unread counts, and opening a message marks it read', async () => {
    const { user } = await openMail();
    await waitFor(() => expect(labelLink('inbox')).toHaveTextContent(`Inbox${inboxUnread}`));
    expect(labelLink('enquiries')).toHaveTextContent('Website enquiries');

    const list = screen.getByTestId('mail-list');
    const unread = list.querySelector<HTMLElement>('li[data-unread]')!;
    const subject = seed.find((m) => m.id === unread.dataset.mailId)!.subject;
    await user.click(within(unread).getByRole('link'));

    expect(await screen.findByRole('heading', { level: 2, name: subject })).toBeInTheDocument();
    await waitFor(() => expect(labelLink('inbox')).toHaveTextContent(`Inbox${inboxUnread - 1}`));
    expect(list.querySelector(`li[data-mail-id="${unread.dataset.mailId}"]`)).not.toHaveAttribute('data-unread');
  });

  it('at 1440 px shows the latest message in the reading pane without marking it read; a click opens it and marks it read', async () => {
    onScreen('wide');
    // Projects: its latest message is unread (and in the inbox, so the Mail badge counts it).
    const [latest] = inLabel('projects');
    expect(latest).toMatchObject({ folder: 'inbox', isUnread: true });
    const projectsUnread = inLabel('projects').filter((m) => m.isUnread).length;
    const requests = requestsTo(/^\/api\/mail\//);
    const { user } = await openMail('/dashboard/mail?label=projects');
    const badges = (count: number) => screen.queryAllByLabelText(`${count} unread messages`);

    // The full reader, marked as the latest shown (jsdom has no media queries: the reading pane
    // without an open message is hidden there, so it is looked at by text, not by role).
    const article = await reader(latest!.subject);
    expect(article.getByText('Latest message')).toBeInTheDocument();
    expect(article.getByText('It stays unread until you open it.')).toBeInTheDocument();
    expect(article.getByText(latest!.from.email, { exact: false })).toBeInTheDocument();
    // Its row is the current one, and still unread; the page's focus was left where it was.
    const row = () => screen.getByTestId('mail-list').querySelector<HTMLElement>(`li[data-mail-id="${latest!.id}"]`)!;
    expect(within(row()).getByRole('link')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('mail-list').querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(screen.getByTestId('mail-preview').closest('article')!.contains(document.activeElement)).toBe(false);

    await settle();
    expect(requests.filter((r) => !r.startsWith('GET'))).toEqual([]);
    expect(row()).toHaveAttribute('data-unread');
    expect(labelLink('projects')).toHaveTextContent(`Projects${projectsUnread}`);
    expect(labelLink('inbox')).toHaveTextContent(`Inbox${inboxUnread}`);
    expect(badges(inboxUnread).length).toBeGreaterThan(0);

    // A click on it opens it (its id in the URL): now it is read.
    await user.click(within(row()).getByRole('link'));
    await waitFor(() => expect(row()).not.toHaveAttribute('data-unread'));
    expect(screen.queryByTestId('mail-preview')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: latest!.subject })).toBeInTheDocument();
    await waitFor(() => expect(labelLink('projects')).toHaveTextContent(`Projects${projectsUnread - 1}`));
    expect(labelLink('inbox')).toHaveTextContent(`Inbox${inboxUnread - 1}`);
    expect(badges(inboxUnread - 1).length).toBeGreaterThan(0);
    expect(requests).toContain(`PATCH /api/mail/${latest!.id}`);
  });

  it('at 1440 px previews the latest of the label and of the search chosen, and an empty folder offers Compose', async () => {
    onScreen('wide');
    const { user } = await openMail();
    const [inboxLatest] = inLabel('inbox');
    await reader(inboxLatest!.subject);

    // Another label: its latest.
    const [sentLatest] = inLabel('sent');
    await user.click(labelLink('sent'));
    expect((await reader(sentLatest!.subject)).getByText('Latest message')).toBeInTheDocument();
    expect(screen.queryByText(inboxLatest!.subject, { selector: 'h2' })).toBeNull();

    // A search: the latest of what it finds.
    await user.click(labelLink('inbox'));
    await reader(inboxLatest!.subject);
    const found = inLabel('inbox').filter((m) => m.subject.includes('scorecard'));
    expect(found[0]).not.toEqual(inboxLatest);
    await user.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'scorecard{Enter}');
    expect((await reader(found[0]!.subject)).getByText('Latest message')).toBeInTheDocument();

    // An empty folder: nothing to show, Compose offered.
    expect(inLabel('archive')).toEqual([]);
    await user.click(labelLink('archive'));
    const empty = await screen.findByText('Nothing in this folder yet.');
    expect(screen.queryByTestId('mail-preview')).toBeNull();
    expect(document.querySelector('article')).toBeNull();
    // Inside the empty pane (its sentence and button).
    const pane = within(empty.parentElement!);
    await user.click(pane.getByRole('button', { name: 'Compose', hidden: true }));
    expect(await screen.findByRole('dialog', { name: 'New message' })).toBeInTheDocument();
  });

  it('on a phone shows the list alone: no message is previewed', async () => {
    onScreen('phone');
    const requests = requestsTo(/^\/api\/mail\/details$/);
    await openMail();
    await waitFor(() => expect(screen.getByTestId('mail-list').querySelector('li[data-mail-id]')).not.toBeNull());
    await settle();
    expect(document.querySelector('article')).toBeNull();
    expect(screen.queryByTestId('mail-preview')).toBeNull();
    expect(screen.getByTestId('mail-list').querySelector('[aria-current]')).toBeNull();
    expect(requests).toEqual([]);
  });

  it("updates the navigation's Mail badge with the inbox count when a message is opened (one query)", async () => {
    const { user } = await openMail();
    // The badge in the dashboard navigation, named "N unread messages".
    const badges = (count: number) => screen.queryAllByLabelText(`${count} unread messages`);
    await waitFor(() => expect(labelLink('inbox')).toHaveTextContent(`Inbox${inboxUnread}`));
    expect(badges(inboxUnread).length).toBeGreaterThan(0);

    const unread = screen.getByTestId('mail-list').querySelector<HTMLElement>('li[data-unread]')!;
    await user.click(within(unread).getByRole('link'));

    await waitFor(() => expect(labelLink('inbox')).toHaveTextContent(`Inbox${inboxUnread - 1}`));
    // In the same render as the label count, not on a later refresh of its own.
    expect(badges(inboxUnread - 1).length).toBeGreaterThan(0);
    expect(badges(inboxUnread)).toHaveLength(0);
  });

  it('deletes to the trash and Undo puts the message back', async () => {
    const { user } = await openMail();
    const first = screen.getByTestId('mail-list').querySelector<HTMLElement>('li')!;
    const id = first.dataset.mailId!;
    await user.click(within(first).getByRole('checkbox'));
    const bulk = screen.getByText('1 selected').closest('div')!.parentElement!;
    await user.click(within(bulk).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.getByTestId('mail-list').querySelector(`li[data-mail-id="${id}"]`)).toBeNull());
    await user.click(await toastButton('Undo', 10_000));
    await waitFor(() => expect(screen.getByTestId('mail-list').querySelector(`li[data-mail-id="${id}"]`)).not.toBeNull());
  });

  it('shows an HTML message without running its script or loading its remote image until allowed', async () => {
    const { user, router } = await openMail();
    const sent = await sendMail({
      to: ['client@northwind.example'],
      subject: 'Hostile markup',
      message: 'Hello',
      html: '<p>Hello</p><script>window.__mailRan = true</script><img src="x" onerror="window.__mailRan = true"><img alt="banner" src="https://tracker.example/banner.png">',
    });
    await router.navigate({ to: '/dashboard/mail', search: { label: 'sent', id: sent.id } });
    const body = await screen.findByTestId('mail-html');
    expect(body.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toContain('onerror');
    expect(within(body).getByAltText('banner')).not.toHaveAttribute('src');
    expect((window as { __mailRan?: boolean }).__mailRan).toBeUndefined();

    await user.click(within(body.parentElement!).getByRole('button', { name: 'Show images' }));
    expect(within(screen.getByTestId('mail-html')).getByAltText('banner')).toHaveAttribute('src', 'https://tracker.example/banner.png');
  });

  it('puts a hostile message into the composer without its script, handler or javascript: link (reply, forward, draft)', async () => {
    // A server that stored the message as it came: the app cleans it on every path that shows it.
    const hostile =
      '<p>Quarterly numbers</p><script>window.__mailRan = true</script><img src="x" onerror="window.__mailRan = true">' +
      '<a href="javascript:window.__mailRan = true">open the report</a>';
    server.use(
      http.get('*/api/mail/details', ({ request }) => {
        const found = seed.find((m) => m.id === new URL(request.url).searchParams.get('id'));
        return found ? HttpResponse.json({ mail: { ...found, cc: found.cc ?? [], html: hostile } }) : undefined;
      }),
    );
    // A read message: opening an unread one marks it read, and the answer replaces the one served here.
    const received = seed.find((m) => m.folder === 'inbox' && !m.html && !m.isUnread)!;
    const draft = seed.find((m) => m.folder === 'drafts')!;
    const { user, router } = await openMail(`/dashboard/mail?id=${received.id}`);
    const expectInert = async (dialogName: string) => {
      const dialog = await screen.findByRole('dialog', { name: dialogName });
      const editor = within(dialog).getByRole('textbox', { name: 'Message' });
      await waitFor(() => expect(editor).toHaveTextContent('Quarterly numbers'));
      expect(editor.querySelector('script')).toBeNull();
      expect(editor.innerHTML).not.toMatch(/onerror|javascript:|__mailRan/);
      expect(within(editor).getByText('open the report')).not.toHaveAttribute('href');
      await user.click(within(dialog).getByRole('button', { name: /^Close/ }));
    };

    const message = await reader(received.subject);
    await user.click(await message.findByRole('button', { name: 'Reply' }));
    await expectInert(`Re: ${received.subject}`);
    await user.click(message.getByRole('button', { name: 'Forward' }));
    await expectInert(`Fwd: ${received.subject}`);

    await router.navigate({ to: '/dashboard/mail', search: { label: 'drafts', id: draft.id } });
    await user.click(await (await reader(draft.subject)).findByRole('button', { name: 'Edit draft' }));
    await expectInert(draft.subject);
    expect((window as { __mailRan?: boolean }).__mailRan).toBeUndefined();
  });

  it('refuses a file over 10 MB with a message and keeps what was typed', async () => {
    const { user } = await openMail();
    await user.click(header().getByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await user.type(within(dialog).getByPlaceholderText('Subject'), 'Quarterly figures');
    const big = new File(['x'], 'figures.xlsx', { type: 'application/vnd.ms-excel' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(within(dialog).getByTestId('mail-attach-input'), big);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Too large \(over 10 MB\): figures\.xlsx/);
    expect(within(dialog).getByPlaceholderText('Subject')).toHaveValue('Quarterly figures');
    expect(within(dialog).queryByRole('list', { name: 'Attached files' })).toBeNull();
    // The draft is saved while the user types.
    expect(await within(dialog).findByText('Draft saved', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
