// The mail group keeps no active content: a message's HTML is sanitised where it is stored, sent
// through the API or received from outside (src/demo-api/mail-store.ts), so a client that shows it
// as it comes runs nothing.
import { describe, expect, it } from 'vitest';
import type { Mail } from '@/lib/api-contract/mail';
import { request } from '@/lib/http/client';
import { signInAsDemo } from '../../../tests/auth';
import { mail, upgradeStoredMail } from '../mail-store';

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
