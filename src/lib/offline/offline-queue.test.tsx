// The offline queue (docs/product-rules.md#offline) against msw: changes made offline wait, are
// listed and kept on the "device" (a storage shared by successive query clients, as tabs share
// IndexedDB), come back in a new tab and are sent once online; a refusal shows the server's
// reason with Retry and Discard; a change waits for the account that made it.
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../../../tests/test-utils';
import { server } from '../../../tests/setup';
import { memoryOfflineStorage, type OfflineStorage } from './offline-storage';
import { setUpOfflineQueue, type OfflineQueueOptions } from './offline-queue';
import { PendingChangeBadge } from './pending-change-badge';
import { PendingChangesMenuOnDemand } from './pending-changes-menu-on-demand';
import { useOfflineMutation, type OfflineChangeDescription } from './use-offline-mutation';
import { usePendingChange, withPendingChanges } from './use-pending-changes';

interface Rename {
  id: string;
  status: string;
}

const describeRename = ({ id, status }: Rename): OfflineChangeDescription => ({
  method: 'PATCH',
  path: `/api/note/${id}`,
  body: { status },
  resultKey: 'note',
  rowId: id,
  patch: { status },
  label: { ns: 'users', key: 'offline.status', values: { name: 'Ada Byron', status } },
  invalidates: [['note']],
});

function NoteRow({ id }: { id: string }) {
  const rename = useOfflineMutation<{ id: string }, Rename>({ group: 'note', describe: describeRename });
  return (
    <div>
      <button type="button" onClick={() => rename.mutate({ id, status: 'banned' })}>
        Ban {id}
      </button>
      <PendingChangeBadge pending={usePendingChange('note', id)} />
      <PendingChangesMenuOnDemand />
    </div>
  );
}

/** The PATCHes the server received, answering each with `answer` (200 by default). */
function noteServer(answer: (attempt: number) => Response | undefined = () => undefined) {
  const received: unknown[] = [];
  server.use(
    http.patch('*/api/note/:id', async ({ request, params }) => {
      received.push(await request.json());
      const body = { note: { id: params.id, status: 'banned' } };
      return answer(received.length) ?? HttpResponse.json(body);
    }),
  );
  return received;
}

async function openTab(storage: OfflineStorage, options: Omit<OfflineQueueOptions, 'storage'> = {}) {
  const queryClient = createTestQueryClient();
  const queue = setUpOfflineQueue(queryClient, { storage, ...options });
  await queue.restored();
  const view = renderWithProviders(<NoteRow id="n1" />, { queryClient });
  await screen.findByRole('button', { name: 'Ban n1' });
  return { ...view, queue };
}

function closeTab(tab: { queryClient: QueryClient; unmount: () => void; queue: { dispose: () => void } }) {
  tab.unmount();
  tab.queue.dispose();
  tab.queryClient.clear();
}

const goOffline = () => act(() => onlineManager.setOnline(false));
const goOnline = () => act(() => onlineManager.setOnline(true));

afterEach(() => onlineManager.setOnline(true));

describe('offline queue', () => {
  it('keeps a change made offline, lists it, and sends it when the connection returns', async () => {
    const received = noteServer();
    const storage = memoryOfflineStorage();
    await openTab(storage);
    goOffline();
    await userEvent.click(screen.getByRole('button', { name: 'Ban n1' }));

    expect(await screen.findByText('Not saved yet')).toBeInTheDocument();
    const counter = screen.getByRole('button', { name: '1 change not saved yet' });
    await waitFor(() => expect(storage.current()?.waiting).toHaveLength(1));
    expect(received).toEqual([]);
    await userEvent.click(counter);
    expect(await screen.findByText('Ada Byron: status set to Banned')).toBeInTheDocument();
    expect(screen.getByText('Waiting for the connection; it will be sent by itself.')).toBeInTheDocument();

    goOnline();
    await waitFor(() => expect(received).toEqual([{ status: 'banned' }]));
    await waitFor(() => expect(screen.queryByText('Not saved yet')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /not saved yet/ })).not.toBeInTheDocument();
    await waitFor(() => expect(storage.current()?.waiting).toEqual([]));
  });

  it('brings the change back in a new tab and sends it there, once', async () => {
    const received = noteServer();
    const storage = memoryOfflineStorage();
    const first = await openTab(storage);
    goOffline();
    await userEvent.click(screen.getByRole('button', { name: 'Ban n1' }));
    await waitFor(() => expect(storage.current()?.waiting).toHaveLength(1));
    closeTab(first);

    await openTab(storage);
    expect(await screen.findByText('Not saved yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 change not saved yet' })).toBeInTheDocument();
    goOnline();
    await waitFor(() => expect(screen.queryByText('Not saved yet')).not.toBeInTheDocument());
    expect(received).toEqual([{ status: 'banned' }]);
    await waitFor(() => expect(storage.current()?.waiting).toEqual([]));
  });

  it('shows the reason of a refusal on replay; Retry sends it again, Discard forgets it', async () => {
    const refuse = (attempt: number) =>
      attempt === 2 ? undefined : HttpResponse.json({ message: 'This user is locked.' }, { status: 409 });
    const received = noteServer(refuse);
    const storage = memoryOfflineStorage();
    await openTab(storage);
    goOffline();
    await userEvent.click(screen.getByRole('button', { name: 'Ban n1' }));
    goOnline();

    expect(await screen.findByText('Not saved')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '1 change not saved yet' }));
    expect(await screen.findByText('The server refused it: This user is locked.')).toBeInTheDocument();
    await waitFor(() => expect(storage.current()?.rejected).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/^Not saved/)).not.toBeInTheDocument());
    expect(received).toHaveLength(2);

    // A third attempt is refused again: Discard removes it for good.
    goOffline();
    await userEvent.click(screen.getByRole('button', { name: 'Ban n1' }));
    goOnline();
    await userEvent.click(await screen.findByRole('button', { name: '1 change not saved yet' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard: Ada Byron: status set to Banned' }));
    await waitFor(() => expect(screen.queryByText('Not saved')).not.toBeInTheDocument());
    await waitFor(() => expect(storage.current()).toEqual({ waiting: [], rejected: [] }));
    expect(received).toHaveLength(3);
  });

  it('keeps a change waiting while the request gets no answer at all, then sends it', async () => {
    const received = noteServer((attempt) => (attempt === 1 ? HttpResponse.error() : undefined));
    const storage = memoryOfflineStorage();
    await openTab(storage);
    await userEvent.click(screen.getByRole('button', { name: 'Ban n1' }));

    expect(await screen.findByText('Not saved yet')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Not saved yet')).not.toBeInTheDocument());
    expect(received).toHaveLength(2);
  });

  it('sends a change only once the account that made it is signed in', async () => {
    const received = noteServer();
    const storage = memoryOfflineStorage();
    let account: string | null = 'ada';
    const listeners = new Set<() => void>();
    const session = {
      accountId: () => account,
      onAccountChange: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const first = await openTab(storage, session);
    goOffline();
    await userEvent.click(screen.getByRole('button', { name: 'Ban n1' }));
    await waitFor(() => expect(storage.current()?.waiting[0]?.accountId).toBe('ada'));
    closeTab(first);

    // A new tab, online, before anyone has signed in: nothing is sent.
    account = null;
    goOnline();
    await openTab(storage, session);
    expect(screen.queryByText('Not saved yet')).not.toBeInTheDocument();
    expect(received).toEqual([]);

    act(() => {
      account = 'ada';
      listeners.forEach((listener) => listener());
    });
    await waitFor(() => expect(received).toEqual([{ status: 'banned' }]));
    await waitFor(() => expect(storage.current()?.waiting).toEqual([]));
  });

  it('keeps a change made before the queue was configured, beside the ones kept from before', async () => {
    noteServer();
    const storage = memoryOfflineStorage();
    const first = await openTab(storage);
    goOffline();
    await userEvent.click(screen.getByRole('button', { name: 'Ban n1' }));
    await waitFor(() => expect(storage.current()?.waiting).toHaveLength(1));
    closeTab(first);

    // main.tsx configures the queue after the first render: a change can come first.
    const queryClient = createTestQueryClient();
    renderWithProviders(<NoteRow id="n2" />, { queryClient });
    await userEvent.click(await screen.findByRole('button', { name: 'Ban n2' }));
    await screen.findByText('Not saved yet');
    await setUpOfflineQueue(queryClient, { storage }).restored();
    expect(screen.getByRole('button', { name: '2 changes not saved yet' })).toBeInTheDocument();
    await waitFor(() => expect(storage.current()?.waiting.map((c) => c.rowId).sort()).toEqual(['n1', 'n2']));
  });

  it('arms the leave warning only while a change waits', async () => {
    noteServer();
    await openTab(memoryOfflineStorage());
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    goOffline();
    await userEvent.click(screen.getByRole('button', { name: 'Ban n1' }));
    await screen.findByText('Not saved yet');
    expect(leave()).toBe(true);
    goOnline();
    await waitFor(() => expect(screen.queryByText('Not saved yet')).not.toBeInTheDocument());
    expect(leave()).toBe(false);
  });
});

describe('withPendingChanges', () => {
  const change = (rowId: string, extra: object) => ({
    state: 'waiting' as const,
    change: { ...describeRename({ id: rowId, status: 'banned' }), id: rowId, group: 'note', accountId: null, input: null, madeAt: 0, ...extra },
  });

  it('applies waiting edits and hides waiting deletes', () => {
    const rows = [
      { id: 'a', status: 'active' },
      { id: 'b', status: 'active' },
      { id: 'c', status: 'active' },
    ];
    const pending = [change('a', {}), change('b', { patch: undefined, removes: true })];
    expect(withPendingChanges(rows, 'note', pending)).toEqual([
      { id: 'a', status: 'banned' },
      { id: 'c', status: 'active' },
    ]);
    expect(withPendingChanges(rows, 'other', pending)).toBe(rows);
  });
});
