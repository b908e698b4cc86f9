// One story across screens, as the user sees it (docs/product-rules.md#statuses): the same order
// status reads the same word in the same colour on the order list and on the overviews, and the
// same bytes read the same size on the file overview and in the file manager. The figures
// themselves are compared in src/demo-api/handlers/one-story.test.ts.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orders } from '@/demo-api/order-store';
import { formatBytes as fileManagerSize } from '@/features/file-manager/format';
import { formatBytes as overviewSize } from '@/features/overview/format';
import { renderRoute } from '../test-utils';

/** Every order-status badge on screen: status → the word and the classes (palette included). */
async function orderBadges(minimum: number): Promise<Map<string, { text: string; className: string }>> {
  let badges: HTMLElement[] = [];
  await waitFor(
    () => {
      badges = [...document.querySelectorAll<HTMLElement>('[data-status^="order:"]')];
      expect(badges.length).toBeGreaterThanOrEqual(minimum);
    },
    { timeout: 40_000 },
  );
  return new Map(badges.map((b) => [b.dataset.status!, { text: b.textContent ?? '', className: b.className }]));
}

describe('one status, one word and one colour', () => {
  it('an order reads the same on the app overview, the e-commerce overview and the order list', { timeout: 150_000 }, async () => {
    // The newest orders, one of each status, so each screen shows all four.
    const all = (await orders.all()).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const statuses = ['pending', 'completed', 'cancelled', 'refunded'] as const;
    const now = Date.now();
    await orders.putMany(
      statuses.map((status, i) => ({ ...all[i]!, status, createdAt: new Date(now - i * 60_000).toISOString() })),
    );

    renderRoute('/dashboard', { signedIn: true });
    const app = await orderBadges(4);
    cleanup();
    renderRoute('/dashboard/ecommerce?range=7d', { signedIn: true });
    const ecommerce = await orderBadges(4);
    cleanup();
    renderRoute('/dashboard/order', { signedIn: true });
    await screen.findByRole('heading', { level: 1 }, { timeout: 40_000 });
    const list = await orderBadges(4);

    for (const status of statuses) {
      const key = `order:${status}`;
      expect(list.get(key), key).toBeDefined();
      expect(app.get(key), key).toEqual(list.get(key));
      expect(ecommerce.get(key), key).toEqual(list.get(key));
    }
    expect(list.get('order:pending')!.text).toBe('Pending');
    expect(list.get('order:refunded')!.text).toBe('Refunded');
  });
});

describe('one size', () => {
  it('the file overview and the file manager write the same bytes the same way', () => {
    for (const bytes of [0, 62, 2_048, 455_921_664, 456_000_000, 3.2 * 1024 ** 3])
      for (const language of ['en', 'fr', 'ar']) expect(overviewSize(bytes, language)).toBe(fileManagerSize(bytes, language));
  });
});
