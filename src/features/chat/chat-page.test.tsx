// The chat against the demo API: the latest conversation previewed on a wide screen without being
// marked read (opened, or written in, it is), and none on a phone; a message whose request fails
// stays with Retry (also after the page is rebuilt from storage) and is sent, once, by Retry; "Seen"
// under my last message once the other participant has read it; "New conversation" offers the
// workspace's other accounts with the contacts, and the conversation started is its participants' only.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { accounts } from '@/demo-api/accounts';
import { conversations } from '@/demo-api/handlers/chat';
import { sampleIds } from '@/lib/api-contract/sample-ids';
import { server } from '@/../tests/setup';
import { onScreen, renderRoute } from '../../../tests/test-utils';
import { chatQueries, fetchConversation } from './api/chat';
import { useOutboxStore } from './outbox-store';

vi.setConfig({ testTimeout: 180_000 });
// The demo API in IndexedDB on a busy machine: give each wait time.
configure({ asyncUtilTimeout: 15_000 });

const conversationId = sampleIds[20]!;


/** The requests to the demo API's chat, by method and path, while the test runs. */
function chatRequests() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/chat')) seen.push(`${request.method} ${pathname}`);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => void server.events.removeListener('request:start', listener));
  return seen;
}
/** Time for an effect that would mark the conversation read to have sent its request. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

/** The conversation's row in the list: its link, and its unread badge if it has one. */
function row(id: string) {
  const link = screen.getByTestId('chat-conversations').querySelector<HTMLElement>(`a[href$="id=${id}"]`)!;
  // The badge: the count, and "unread message" for a screen reader.
  return { link, unread: () => within(link).queryByText(/unread message/)?.parentElement ?? null };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('chat', () => {
  it('at 1440 px shows the latest conversation in the pane without marking it read; a click opens it and marks it read', async () => {
    onScreen('wide');
    // The seed's latest conversation has one message its contact wrote that the demo account has not read.
    const latest = (await conversations.get(conversationId))!;
    const requests = chatRequests();
    const user = userEvent.setup();
    renderRoute('/dashboard/chat', { signedIn: true });
    const list = await screen.findByTestId('chat-conversations', {}, { timeout: 45_000 });
    // Newest first: the first of the list is the one shown.
    expect(within(list).getAllByRole('link')[0]).toBe(row(conversationId).link);

    // Its messages in the pane, marked as the latest shown (jsdom has no media queries: the pane
    // without an open conversation is hidden there, so it is looked at by test id and text).
    const messages = await screen.findByTestId('chat-messages');
    expect(await within(messages).findByText(latest.messages.at(-1)!.body)).toBeInTheDocument();
    const preview = screen.getByTestId('chat-preview');
    expect(within(preview).getByText('Latest conversation')).toBeInTheDocument();
    expect(within(preview).getByText('It stays unread until you open it or reply.')).toBeInTheDocument();
    // Its row is the current one and keeps its unread count; the focus was left where it was.
    expect(row(conversationId).link).toHaveAttribute('aria-current', 'true');
    expect(row(conversationId).unread()).toHaveTextContent('1 unread message');
    expect(preview.parentElement!.contains(document.activeElement)).toBe(false);

    await settle();
    expect(requests.filter((r) => !r.startsWith('GET'))).toEqual([]);
    expect(row(conversationId).unread()).not.toBeNull();

    // A click on it opens it (its id in the URL): now it is read.
    await user.click(row(conversationId).link);
    await waitFor(() => expect(row(conversationId).link).toHaveAttribute('aria-current', 'page'));
    await waitFor(() => expect(row(conversationId).unread()).toBeNull());
    expect(screen.queryByTestId('chat-preview')).toBeNull();
    expect(requests).toContain(`POST /api/chat/conversation/${conversationId}/read`);
  });

  it('at 1440 px a message written in the previewed conversation opens it, read', async () => {
    onScreen('wide');
    const user = userEvent.setup();
    const { router } = renderRoute('/dashboard/chat', { signedIn: true });
    await screen.findByTestId('chat-preview', {}, { timeout: 45_000 });
    expect(row(conversationId).unread()).not.toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Message', hidden: true }), 'Looking at it now{Enter}');
    expect(await within(screen.getByTestId('chat-messages')).findByText('Looking at it now')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({ id: conversationId }));
    await waitFor(() => expect(row(conversationId).unread()).toBeNull());
    expect(screen.queryByTestId('chat-preview')).toBeNull();
  });

  it('at 1440 px with no conversation offers "New conversation", and previews the first one to arrive', async () => {
    onScreen('wide');
    server.use(http.get('*/api/chat/conversations', () => HttpResponse.json({ conversations: [] })));
    const { queryClient } = renderRoute('/dashboard/chat', { signedIn: true });
    const none = await screen.findByText('No conversation yet: start one with a colleague.', {}, { timeout: 45_000 });
    // Inside the empty pane (its sentence and button).
    expect(within(none.parentElement!).getByRole('button', { name: 'New conversation', hidden: true })).toBeInTheDocument();
    expect(screen.queryByTestId('chat-messages')).toBeNull();

    server.resetHandlers();
    await queryClient.invalidateQueries({ queryKey: chatQueries.conversations().queryKey });
    expect(await screen.findByTestId('chat-preview')).toBeInTheDocument();
    expect(screen.queryByText('No conversation yet: start one with a colleague.')).toBeNull();
  });

  it('on a phone shows the conversations alone: none is previewed', async () => {
    onScreen('phone');
    const requests = chatRequests();
    renderRoute('/dashboard/chat', { signedIn: true });
    await screen.findByTestId('chat-conversations', {}, { timeout: 45_000 });
    await settle();
    expect(screen.queryByTestId('chat-messages')).toBeNull();
    expect(screen.queryByTestId('chat-preview')).toBeNull();
    expect(screen.getByTestId('chat-conversations').querySelector('[aria-current]')).toBeNull();
    expect(requests).not.toContain('GET /api/chat/conversation');
  });

  it('keeps a failed message with Retry, across a reload, and sends it by Retry', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/chat/conversation/:id/messages', () => HttpResponse.json({ message: 'Network down' }, { status: 503 })));
    const first = renderRoute(`/dashboard/chat?id=${conversationId}`, { signedIn: true });
    const box = await screen.findByRole('textbox', { name: 'Message' }, { timeout: 45_000 });
    await screen.findByTestId('chat-messages', {}, { timeout: 45_000 });
    await user.type(box, 'Draft numbers attached{Enter}');

    const messages = screen.getByTestId('chat-messages');
    await within(messages).findByText('Not sent');
    expect(within(messages).getByText('Draft numbers attached')).toBeInTheDocument();
    expect(localStorage.getItem('corvane.chat.outbox')).toContain('Draft numbers attached');

    // A reload: the page is built again from storage, the network works again.
    first.unmount();
    server.resetHandlers();
    await useOutboxStore.persist.rehydrate();
    renderRoute(`/dashboard/chat?id=${conversationId}`, { signedIn: true });
    const again = await screen.findByTestId('chat-messages', {}, { timeout: 45_000 });
    expect(within(again).getByText('Draft numbers attached')).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(within(screen.getByTestId('chat-messages')).queryByText('Not sent')).toBeNull());
    // Retry shows it pending at once; it leaves the outbox once the server has answered.
    await waitFor(() => expect(useOutboxStore.getState().messages).toEqual([]));
    const stored = await fetchConversation(conversationId);
    expect(stored.messages.filter((m) => m.body === 'Draft numbers attached')).toHaveLength(1);
  });

  it('shows "Seen" under my last message once the other participant has read it, and not before', async () => {
    // A one-to-one whose last message is mine, written after the contact's last one: not read yet.
    const id = sampleIds[23]!;
    const { queryClient } = renderRoute(`/dashboard/chat?id=${id}`, { signedIn: true });
    const messages = await screen.findByTestId('chat-messages', {}, { timeout: 45_000 });
    const mine = (await within(messages).findByText('Sending it now, it covers the last 90 days.')).closest('li')!;
    expect(within(mine).queryByText('Seen')).toBeNull();
    expect(within(messages).queryByTestId('chat-seen')).toBeNull();

    // The contact answers, so has read it (the demo's rule for a contact: up to their own last
    // message); the conversation is fetched again, as a live change makes it.
    const stored = (await conversations.get(id))!;
    const contact = stored.participantIds.at(-1)!; // the one-to-one's contact (the demo account comes first)
    await conversations.put({ ...stored, messages: [...stored.messages, { id: 'seen-reply', senderId: contact, body: 'Got it, thanks!', createdAt: new Date().toISOString() }] });
    await queryClient.invalidateQueries({ queryKey: chatQueries.conversation(id).queryKey });

    expect(await within(mine).findByText('Seen')).toBeInTheDocument();
    expect(within(screen.getByTestId('chat-messages')).getAllByTestId('chat-seen')).toHaveLength(1);
  });

  it('offers the workspace’s other accounts and the contacts in "New conversation", and starts one with a colleague', async () => {
    const user = userEvent.setup();
    const colleague = { id: 'acc-chat-colleague', email: 'lina.colleague@example.com', firstName: 'Lina', lastName: 'Colleague', displayName: 'Lina Colleague' };
    await accounts.put({ ...colleague, role: 'user', createdAt: '2026-11-02T09:00:00.000Z', emailVerified: true, passwordHash: '', salt: '' });
    renderRoute('/dashboard/chat', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'New conversation' }, { timeout: 45_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New conversation' });
    const colleagues = await within(dialog).findByRole('list', { name: 'Colleagues' });
    expect(within(colleagues).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(within(dialog).getByRole('list', { name: 'Contacts' })).getAllByRole('checkbox').length).toBeGreaterThan(1);
    await user.click(within(colleagues).getByRole('checkbox', { name: /Lina Colleague/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'First message' }), 'Hello Lina');
    await user.click(within(dialog).getByRole('button', { name: 'Start' }));

    const messages = await screen.findByTestId('chat-messages', {}, { timeout: 45_000 });
    expect(await within(messages).findByText('Hello Lina')).toBeInTheDocument();
    const started = (await conversations.all()).filter((c) => c.participantIds.includes(colleague.id));
    expect(started.map((c) => c.participantIds)).toEqual([['acc-demo', colleague.id]]);
  });
});
