import { describe, expect, it } from 'vitest';
import { tokenSecret } from './accounts';
import { signToken } from './crypto';
import { announce, changeIsFor, changeOf, DEMO_LIVE_CHANNEL, subscribe, type DemoLiveMessage, type DemoPresenceMessage } from './live';
import { SEED_ACCOUNT_ID } from '@/lib/seed/base';

const at = (path: string) => `http://localhost${path}`;

describe("the demo API's live events", () => {
  it('reads the change a write made from its method and path', () => {
    expect(changeOf('GET', at('/api/product/list'))).toBeNull();
    expect(changeOf('POST', at('/api/auth/login'))).toBeNull();
    expect(changeOf('POST', at('/api/product'))).toEqual({ group: 'product', id: '', action: 'created' });
    expect(changeOf('PATCH', at('/api/product/atlas-panel'))).toEqual({ group: 'product', id: 'atlas-panel', action: 'updated' });
    expect(changeOf('DELETE', at('/api/user/u%201'))).toEqual({ group: 'user', id: 'u 1', action: 'deleted' });
    expect(changeOf('POST', at('/api/user/bulk-delete'))).toEqual({ group: 'user', id: '', action: 'deleted' });
    expect(changeOf('POST', at('/api/chat/conversation/c7/messages'))).toEqual({ group: 'chat', id: 'c7', action: 'updated' });
    expect(changeOf('POST', at('/api/notifications/read-all'))).toEqual({ group: 'notification', id: '', action: 'updated' });
    expect(changeOf('PUT', at('/api/file/uploads/up1/chunks/0'))).toBeNull();
    expect(changeOf('POST', at('/api/file/uploads/up1/complete'))).toEqual({ group: 'file', id: '', action: 'created' });
    expect(changeOf('POST', at('/api/demo/reset'))).toBe('reset');
    // A presence changes no record (docs/api/live.md#presence).
    expect(changeOf('POST', at('/api/presence'))).toBeNull();
    // A Contact Us message is filed in the inbox: the mail lists refresh.
    expect(changeOf('POST', at('/api/contact'))).toEqual({ group: 'mail', id: '', action: 'created' });
  });

  it("hands another tab's message to the listener, and stops when unsubscribed", async () => {
    const heard: unknown[] = [];
    const unsubscribe = subscribe((event) => heard.push(event));
    const otherTab = new BroadcastChannel(DEMO_LIVE_CHANNEL);
    otherTab.postMessage({ event: { group: 'product', id: 'p1', action: 'updated' }, collections: ['products'] } satisfies DemoLiveMessage);
    for (let i = 0; i < 100 && !heard.length; i++) await new Promise((r) => setTimeout(r, 10));
    expect(heard).toEqual([{ group: 'product', id: 'p1', action: 'updated' }]);
    unsubscribe();
    otherTab.postMessage({ event: 'reset', collections: ['*'] } satisfies DemoLiveMessage);
    await new Promise((r) => setTimeout(r, 50));
    expect(heard).toHaveLength(1);
    otherTab.close();
  });

  it('says which accounts a private change is for (a mailbox, a notification list), by the request that made it', async () => {
    const otherTab = new BroadcastChannel(DEMO_LIVE_CHANNEL);
    const heard: DemoLiveMessage[] = [];
    otherTab.onmessage = (message: MessageEvent<DemoLiveMessage>) => heard.push(message.data);
    changeIsFor('request-1', ['acc-b', 'acc-b', SEED_ACCOUNT_ID]);
    announce('POST', at('/api/mail'), 201, 'request-1');
    announce('PATCH', at('/api/product/p1'), 200, 'request-2');
    for (let i = 0; i < 100 && heard.length < 2; i++) await new Promise((r) => setTimeout(r, 10));
    expect(heard.map(({ event, audience }) => ({ event, audience }))).toEqual([
      { event: { group: 'mail', id: '', action: 'created' }, audience: { accounts: ['acc-b', SEED_ACCOUNT_ID] } },
      { event: { group: 'product', id: 'p1', action: 'updated' }, audience: undefined },
    ]);
    otherTab.close();
  });

  it("hands a private change to the tabs signed in as an account it is for only", async () => {
    const now = Math.floor(Date.now() / 1000);
    const demoToken = await signToken({ sub: SEED_ACCOUNT_ID, iat: now, exp: now + 600 }, await tokenSecret());
    const tabs = { demo: [] as unknown[], signedOut: [] as unknown[] };
    const stops = [subscribe((event) => tabs.demo.push(event), () => {}, () => demoToken), subscribe((event) => tabs.signedOut.push(event))];
    const otherTab = new BroadcastChannel(DEMO_LIVE_CHANNEL);
    const mine = { group: 'mail', id: '', action: 'created' } as const;
    otherTab.postMessage({ event: { group: 'mail', id: 'theirs', action: 'updated' }, collections: ['mail'], audience: { accounts: ['acc-someone-else'] } } satisfies DemoLiveMessage);
    otherTab.postMessage({ event: mine, collections: ['mail'], audience: { accounts: ['acc-b', SEED_ACCOUNT_ID] } } satisfies DemoLiveMessage);
    otherTab.postMessage({ event: { group: 'product', id: 'p1', action: 'updated' }, collections: ['products'] } satisfies DemoLiveMessage);
    for (let i = 0; i < 100 && (tabs.demo.length < 2 || !tabs.signedOut.length); i++) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 50));
    expect(tabs.demo).toEqual([mine, { group: 'product', id: 'p1', action: 'updated' }]);
    expect(tabs.signedOut).toEqual([{ group: 'product', id: 'p1', action: 'updated' }]);
    for (const stop of stops) stop();
    otherTab.close();
  });

  it("hands another tab's presence to the presence listener only, and leaves out a malformed one", async () => {
    const changes: unknown[] = [];
    const presence: unknown[] = [];
    const unsubscribe = subscribe((event) => changes.push(event), (event) => presence.push(event));
    const otherTab = new BroadcastChannel(DEMO_LIVE_CHANNEL);
    const viewing = { topic: 'product:p1', state: 'viewing', account: { id: 'acc-2', name: 'Ada Byron' }, ttlMs: 25_000 } as const;
    otherTab.postMessage({ presence: { ...viewing, topic: 'mail:1' } } as unknown as DemoPresenceMessage);
    otherTab.postMessage({ presence: viewing } satisfies DemoPresenceMessage);
    for (let i = 0; i < 100 && !presence.length; i++) await new Promise((r) => setTimeout(r, 10));
    expect(presence).toEqual([viewing]);
    expect(changes).toEqual([]);
    unsubscribe();
    otherTab.close();
  });
});
