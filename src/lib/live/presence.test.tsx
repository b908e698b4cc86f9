// Presence on screen (docs/api/live.md#presence), against the demo API: the product page says it
// is open (POST /api/presence) and shows the other accounts there, never the signed-in one; the
// chat shows "… is typing…" under the messages while another participant types, gone after the
// TTL. "Another account" arrives as the stream's presence event would (receivePresence, which
// start-live.ts and the demo's tabs call), as held-lists.test.tsx hands in changes.
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresenceEvent, PresenceInput } from '@/lib/api-contract/presence';
import { sampleIds } from '@/lib/api-contract/sample-ids';
import { http, HttpResponse } from 'msw';
import { server } from '@/../tests/setup';
import { renderRoute } from '../../../tests/test-utils';
import { receivePresence, resetPresence } from './presence-store';
import { announcePresence } from './use-presence';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 15_000 });

// Before, not after: after a test its page is still mounted until the set-up's cleanup.
beforeEach(() => resetPresence());

/** The presence announcements this page sends. */
function announcements() {
  const sent: PresenceInput[] = [];
  const record = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/presence') void request.clone().json().then((b) => sent.push(b as PresenceInput));
  };
  server.events.on('request:start', record);
  return { sent, stop: () => server.events.removeListener('request:start', record) };
}

async function signedInAccountId() {
  const answer = await fetch(new URL('/api/auth/me', location.origin), { headers: { Authorization: `Bearer ${sessionStorage.getItem('accessToken')}` } });
  return ((await answer.json()) as { user: { id: string } }).user.id;
}

const ada = { id: 'acc-ada-presence', name: 'Ada Byron' };

describe('presence', () => {
  it("shows the other accounts viewing a product, not the signed-in one's own other tabs", async () => {
    const { sent, stop } = announcements();
    try {
      renderRoute('/dashboard/product/price-lens', { signedIn: true });
      await screen.findByRole('heading', { level: 1 }, { timeout: 45_000 });
      await waitFor(() => expect(sent).toContainEqual({ topic: 'product:price-lens', state: 'viewing' }));
      const status = screen.getByTestId('presence');
      expect(status).toBeEmptyDOMElement();

      const me = await signedInAccountId();
      const viewing = (account: PresenceEvent['account']): PresenceEvent => ({ topic: 'product:price-lens', state: 'viewing', account, ttlMs: 25_000 });
      act(() => {
        receivePresence(viewing(ada));
        receivePresence(viewing({ id: me, name: 'Me in another tab' }));
        receivePresence({ ...viewing({ id: 'acc-elsewhere', name: 'Someone Elsewhere' }), topic: 'product:other-product' });
      });
      await waitFor(() => expect(status).toHaveTextContent(/Also viewing: \u2068Ada Byron\u2069/));
      expect(status).not.toHaveTextContent('Me in another tab');
      expect(status).not.toHaveTextContent('Someone Elsewhere');
      expect(within(status).getByTitle('Ada Byron')).toBeInTheDocument();

      // Ada closes the page: she goes at once.
      act(() => receivePresence({ ...viewing(ada), state: 'left', ttlMs: 0 }));
      await waitFor(() => expect(status).toBeEmptyDOMElement());

      // This page closing (or reloading) never unmounts: it says it left as it goes.
      window.dispatchEvent(new Event('pagehide'));
      await waitFor(() => expect(sent).toContainEqual({ topic: 'product:price-lens', state: 'left' }));
    } finally {
      stop();
    }
  });

  it('shows "… is typing…" under the messages while another participant types, and announces its own typing', async () => {
    const conversationId = sampleIds[20]!;
    const topic = `chat:${conversationId}` as const;
    const { sent, stop } = announcements();
    try {
      const user = userEvent.setup();
      renderRoute(`/dashboard/chat?id=${conversationId}`, { signedIn: true });
      const box = await screen.findByRole('textbox', { name: 'Message' }, { timeout: 45_000 });
      await screen.findByTestId('chat-messages', {}, { timeout: 45_000 });
      const line = screen.getByTestId('chat-typing');
      expect(line).toBeEmptyDOMElement();

      act(() => receivePresence({ topic, state: 'typing', account: ada, ttlMs: 1_500 }));
      await waitFor(() => expect(line).toHaveTextContent('\u2068Ada Byron\u2069 is typing…'));
      // No other announcement: the line goes when the TTL runs out.
      await waitFor(() => expect(line).toBeEmptyDOMElement(), { timeout: 5_000 });

      await user.type(box, 'Numbers');
      await waitFor(() => expect(sent).toContainEqual({ topic, state: 'typing' }));
      // Seven key presses inside 2 s: announced once.
      expect(sent.filter((s) => s.state === 'typing')).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('sends nothing while offline, and drops a failed announcement without a word', async () => {
    const { sent, stop } = announcements();
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      announcePresence('kanban', 'viewing');
      await new Promise((r) => setTimeout(r, 50));
      expect(sent).toEqual([]);
      offline.mockReturnValue(true);
      let answered = false;
      server.use(
        http.post('*/api/presence', () => {
          answered = true;
          return HttpResponse.json({ message: 'Down' }, { status: 503 });
        }),
      );
      const unhandled = vi.fn();
      process.on('unhandledRejection', unhandled);
      announcePresence('kanban', 'viewing');
      await vi.waitFor(() => expect(answered).toBe(true));
      await new Promise((r) => setTimeout(r, 50));
      process.off('unhandledRejection', unhandled);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      offline.mockRestore();
      stop();
    }
  });
});
