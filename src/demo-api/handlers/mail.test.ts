// The mail group keeps no active content: a message's HTML is sanitised where it is stored, sent
// through the API or received from outside (src/demo-api/mail-store.ts), so a client that shows it
// as it comes runs nothing; a colleague's copy of a message sent to them too. Each account reads
// its own mailbox only (the rest is server/contract/suite-privacy.ts, on both backends).
import { describe, expect, it } from 'vitest';
import type { Mail } from '@/lib/api-contract/mail';
import { HttpError } from '@/lib/http/http-error';
import { request } from '@/lib/http/client';
import { signInAsDemo } from '../../../tests/auth';
import { accounts, tokenSecret } from '../accounts';
import { signToken } from '../crypto';
import { mail, upgradeStoredMail } from '../mail-store';

/** Signs this test's session in as a colleague of the demo account (a second sign-in account). */
async function signInAsColleague(): Promise<{ id: string; email: string }> {
  const colleague = { id: 'acc-mail-colleague', email: 'noor.colleague@example.com' };
  await accounts.put({ ...colleague, firstName: 'Noor', lastName: 'Colleague', displayName: 'Noor Colleague', role: 'user', createdAt: '2026-11-01T09:00:00.000Z', passwordHash: '', salt: '' });
  const now = Math.floor(Date.now() / 1000);
  sessionStorage.setItem('accessToken', await signToken({ sub: colleague.id, iat: now, exp: now + 600 }, await tokenSecret()));
  return colleague;
}

const hostile =
  '<p>Hello</p><script>window.__ran = true</script><img src="x" onerror="window.__ran = true">' +
  '<a href="javascript:alert(1)">report</a><img alt="banner" src="https://news.example/banner.png">';

function expectInert(html: string | undefined) {
  const doc = new DOMParser().parseFromString(html ?? '', 'text/html');
  expect(doc.querySelector('script')).toBeNull();
  expect(html).not.toMatch(/onerror|javascript:|__ran/);
  expect(doc.body.textContent).toContain('Hello');
  // Remote images are kept: the reader holds them back until the user allows them.
  expect(doc.querySelector('img[alt="banner"]')?.getAttribute('src')).toBe('https://news.example/banner.png');
}

describe('mail API', () => {
  it('stores a sent message and a draft without scripts, handlers or javascript: links', async () => {
    await signInAsDemo();
    for (const draft of [false, true]) {
      const { mail: sent } = await request<{ mail: Mail }>('POST', '/api/mail', {
        body: { to: ['client@northwind.example'], subject: 'Figures', message: 'Hello', html: hostile, draft },
      });
      expectInert(sent.html);
      const { mail: stored } = await request<{ mail: Mail }>('GET', `/api/mail/details?id=${sent.id}`);
      expectInert(stored.html);
    }
  });

  it('files a colleague’s copy cleaned too, in their inbox alone: the sender’s copy is not theirs to read', async () => {
    const colleague = await signInAsColleague();
    await signInAsDemo();
    const { mail: sent } = await request<{ mail: Mail }>('POST', '/api/mail', {
      body: { to: [colleague.email.toUpperCase()], subject: 'For Noor', message: 'Hello', html: hostile },
    });
    await signInAsColleague();
    const { items } = await request<{ items: Mail[] }>('GET', '/api/mail/list', { query: { labelId: 'inbox', q: 'for noor' } });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ folder: 'inbox', isUnread: true, subject: 'For Noor', from: sent.from });
    expectInert(items[0]!.html);
    const refused = await request('GET', `/api/mail/details?id=${sent.id}`).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(404);
  });

  it('cleans a message received from outside before anyone reads it', async () => {
    await signInAsDemo();
    const [first] = await mail.all();
    await mail.put({ ...first!, id: 'received-hostile', folder: 'inbox', html: hostile });
    const { mail: received } = await request<{ mail: Mail }>('GET', '/api/mail/details?id=received-hostile');
    expectInert(received.html);
  });

  it('cleans a message an older version stored without sanitising it, and leaves a cleaned one as it is', async () => {
    await signInAsDemo();
    const [first] = await mail.all();
    expect(first?.clean).toBe(true);
    expect(upgradeStoredMail(first!)).toBe(first);
    const { clean: _clean, ...older } = { ...first!, html: hostile };
    const upgraded = await upgradeStoredMail(older);
    expectInert(upgraded.html);
    expect(upgraded.clean).toBe(true);
  });
});
