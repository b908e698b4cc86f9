// The chat against the demo API: a message whose request fails stays with Retry (also after the
// page is rebuilt from storage) and is sent, once, by Retry; "Seen" under my last message once the
// other participant has read it; "New conversation" offers the workspace's other accounts with the
// contacts, and the conversation started is its participants' only.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { accounts } from '@/demo-api/accounts';
import { conversations } from '@/demo-api/handlers/chat';
import { sampleIds } from '@/lib/api-contract/sample-ids';
import { server } from '@/../tests/setup';
import { renderRoute } from '../../../tests/test-utils';
import { chatQueries, fetchConversation } from './api/chat';
import { useOutboxStore } from './outbox-store';

vi.setConfig({ testTimeout: 180_000 });
// The demo API in IndexedDB on a busy machine: give each wait time.
configure({ asyncUtilTimeout: 15_000 });

const conversationId = sampleIds[20]!;

describe('chat', () => {
  it('opens on a pane that names the latest conversation and opens it in one click', async () => {
    const user = userEvent.setup();
    renderRoute('/dashboard/chat', { signedIn: true });
    const open = await screen.findByRole('button', { name: 'Open the latest conversation', hidden: true }, { timeout: 45_000 });
    expect(screen.getByText('Choose a conversation, or start a new one.')).toBeInTheDocument();
    // The first of the list (newest first) is the one named.
    const list = await screen.findByTestId('chat-conversations');
    const newest = within(list).getAllByRole('link')[0]!;
    await user.click(open);
    await waitFor(() => expect(newest).toHaveAttribute('aria-current', 'page'));
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
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
