// The chat against the demo API: a message whose request fails stays with Retry (also after the
// page is rebuilt from storage) and is sent, once, by Retry.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { sampleIds } from '@/lib/api-contract/sample-ids';
import { server } from '@/../tests/setup';
import { renderRoute } from '../../../tests/test-utils';
import { fetchConversation } from './api/chat';
import { useOutboxStore } from './outbox-store';

vi.setConfig({ testTimeout: 180_000 });
// The demo API in IndexedDB on a busy machine: give each wait time.
configure({ asyncUtilTimeout: 15_000 });

const conversationId = sampleIds[20]!;

describe('chat', () => {
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
    expect(useOutboxStore.getState().messages).toEqual([]);
    const stored = await fetchConversation(conversationId);
    expect(stored.messages.filter((m) => m.body === 'Draft numbers attached')).toHaveLength(1);
  });
});
