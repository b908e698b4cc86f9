// docs/product-rules.md#languages: Arabic is right to left. A stored `i18nextLng=ar` starts the app in rtl; switching
// language sets its direction; the direction control can still change it afterwards.
import { act } from '@testing-library/react';
import { createInstance } from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/test-utils';
import { useSettingsStore } from '@/lib/settings/settings-store';
import { i18n } from './i18n';
import { detectLanguage } from './i18n-languages';
import { followLanguageDirection } from './language-direction';

beforeEach(() => {
  act(() => useSettingsStore.getState().reset('en'));
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('language and direction', () => {
  it('i18nextLng=ar at start-up gives rtl', async () => {
    localStorage.setItem('i18nextLng', 'ar');
    const fresh = createInstance();
    followLanguageDirection(fresh);
    await fresh.init({
      lng: detectLanguage(localStorage.getItem('i18nextLng'), ['en-GB']),
      supportedLngs: ['en', 'fr', 'ar'],
      fallbackLng: 'en',
      resources: {},
    });
    expect(fresh.language).toBe('ar');
    expect(useSettingsStore.getState().themeDirection).toBe('rtl');
  });

  it('a stored English leaves the stored direction alone at start-up', async () => {
    act(() => useSettingsStore.getState().setThemeDirection('rtl'));
    localStorage.setItem('i18nextLng', 'en');
    const fresh = createInstance();
    followLanguageDirection(fresh);
    await fresh.init({
      lng: detectLanguage(localStorage.getItem('i18nextLng'), ['ar']),
      supportedLngs: ['en', 'fr', 'ar'],
      resources: {},
    });
    expect(useSettingsStore.getState().themeDirection).toBe('rtl');
  });

  it('choosing Arabic turns <html> rtl with lang="ar"; the direction control can still change it', async () => {
    renderWithProviders(<p>page</p>);
    await act(() => i18n.changeLanguage('ar'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');

    act(() => useSettingsStore.getState().setThemeDirection('ltr'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await act(() => i18n.changeLanguage('fr'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
  });
});
