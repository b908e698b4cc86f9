// A full or blocked storage never breaks an action: the change holds for this visit, and the user
// is told once (docs/product-rules.md#storage).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '@/lib/catalog/cart-store';
import { saveDraft } from '@/lib/session/form-drafts';
import { configureStorageNotice, resetStorageFailureNotice, writeStorage } from './safe-storage';

const notice = vi.fn();

beforeEach(() => {
  resetStorageFailureNotice();
  notice.mockClear();
  configureStorageNotice(notice);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  useCartStore.setState({ lines: [] });
});

describe('safe storage', () => {
  it('adds to the cart for this visit when storage is full, and tells the user once', () => {
    expect(() => useCartStore.getState().add('market-pulse', 'starter')).not.toThrow();
    useCartStore.getState().add('price-lens', 'team');
    expect(useCartStore.getState().lines.map((l) => l.slug)).toEqual(['market-pulse', 'price-lens']);
    expect(notice).toHaveBeenCalledTimes(1);
  });

  it('says whether a write was kept, and a draft save does not throw', () => {
    expect(writeStorage('local', 'k', 'v')).toBe(false);
    expect(() => saveDraft('user-form', { name: 'Ana' }, 'me')).not.toThrow();
    expect(notice).toHaveBeenCalledTimes(1);
    vi.mocked(Storage.prototype.setItem).mockRestore();
    expect(writeStorage('local', 'k', 'v')).toBe(true);
  });
});
