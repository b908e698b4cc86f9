// Another tab's change of a setting or of the language reaches this tab (docs/look-and-feel.md#other-tabs).
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { followOtherTabs } from './follow-other-tabs';
import { useSettingsStore } from './settings-store';

/** What the browser does in this tab when another tab writes localStorage. */
function otherTabWrites(key: string, value: string | null) {
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
}

let stop: () => void;
beforeEach(() => {
  act(() => useSettingsStore.getState().reset('en'));
  stop = followOtherTabs();
});
afterEach(async () => {
  stop();
  await i18n.changeLanguage('en');
});

describe('following the other tabs', () => {
  it('applies the settings another tab saved', async () => {
    otherTabWrites('settings', JSON.stringify({ state: { themeMode: 'dark', themeContrast: 'bold' }, version: 0 }));
    await vi.waitFor(() => expect(useSettingsStore.getState()).toMatchObject({ themeMode: 'dark', themeContrast: 'bold' }));
  });

  it('switches to the language another tab chose, with its direction', async () => {
    otherTabWrites('i18nextLng', 'ar');
    await vi.waitFor(() => expect(i18n.language).toBe('ar'));
    expect(useSettingsStore.getState().themeDirection).toBe('rtl');
  });

  it('keeps the direction the other tab stored over the language’s own', async () => {
    otherTabWrites('i18nextLng', 'ar');
    otherTabWrites('settings', JSON.stringify({ state: { themeDirection: 'ltr' }, version: 0 }));
    await vi.waitFor(() => expect(i18n.language).toBe('ar'));
    await vi.waitFor(() => expect(useSettingsStore.getState().themeDirection).toBe('ltr'));
  });

  it('ignores sessionStorage and keys it does not own, and stops when asked', async () => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'settings', newValue: '{}', storageArea: sessionStorage }));
    otherTabWrites('cart', '[]');
    stop();
    otherTabWrites('settings', JSON.stringify({ state: { themeMode: 'dark' }, version: 0 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(useSettingsStore.getState().themeMode).toBe('light');
  });
});
