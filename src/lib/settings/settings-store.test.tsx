// The settings store: saved on every change, read back validated, reset clears what is stored,
// and each setting shows on <html> (class, data-contrast, data-preset, dir, lang).
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/test-utils';
import { defaultSettings } from './settings-schema';
import { useSettingsStore } from './settings-store';

const stored = () =>
  JSON.parse(localStorage.getItem('settings') ?? 'null') as {
    state: Record<string, unknown>;
  } | null;

beforeEach(() => {
  act(() => useSettingsStore.getState().reset('en'));
});

describe('persistence', () => {
  it('saves every change under `settings` and reads it back (round trip)', async () => {
    const s = useSettingsStore.getState();
    s.setThemeMode('dark');
    s.setThemeContrast('bold');
    s.setThemeDirection('rtl');
    s.setThemeLayout('horizontal');
    s.setThemeStretch(true);
    s.setThemeColorPresets('orange');
    const saved = stored();
    expect(saved?.state).toEqual({
      themeMode: 'dark',
      themeContrast: 'bold',
      themeDirection: 'rtl',
      themeLayout: 'horizontal',
      themeStretch: true,
      themeColorPresets: 'orange',
    });

    useSettingsStore.setState(defaultSettings('en'));
    localStorage.setItem('settings', JSON.stringify(saved));
    await useSettingsStore.persist.rehydrate();
    expect(useSettingsStore.getState()).toMatchObject(saved!.state);
  });

  it('falls back to the defaults when the stored JSON is tampered with', async () => {
    useSettingsStore.getState().setThemeMode('dark');
    localStorage.setItem(
      'settings',
      '{"state":{"themeMode":"neon","__proto__":{"themeMode":"dark"}},"version":0}',
    );
    await useSettingsStore.persist.rehydrate();
    expect(useSettingsStore.getState().themeMode).toBe('light');

    useSettingsStore.getState().setThemeMode('dark');
    localStorage.setItem('settings', '{{{');
    await useSettingsStore.persist.rehydrate();
    expect(useSettingsStore.getState().themeMode).toBe('light');
    expect(typeof useSettingsStore.getState().setThemeMode).toBe('function');
  });

  it('reset restores the defaults and clears the stored settings', () => {
    useSettingsStore.getState().setThemeColorPresets('red');
    expect(stored()).not.toBeNull();
    useSettingsStore.getState().reset('en');
    expect(useSettingsStore.getState()).toMatchObject(defaultSettings('en'));
    expect(localStorage.getItem('settings')).toBeNull();
  });
});

describe('<html> attributes', () => {
  it('follow each setting', () => {
    renderWithProviders(<p>content</p>);
    const html = document.documentElement;
    expect(html).toHaveClass('light');
    expect(html).toHaveAttribute('data-contrast', 'default');
    expect(html).toHaveAttribute('data-preset', 'default');
    expect(html).toHaveAttribute('dir', 'ltr');
    expect(html).toHaveAttribute('lang', 'en');

    const s = useSettingsStore.getState();
    act(() => s.setThemeMode('dark'));
    expect(html).toHaveClass('dark');
    expect(html).not.toHaveClass('light');
    expect(html.style.colorScheme).toBe('dark');

    act(() => s.setThemeContrast('bold'));
    expect(html).toHaveAttribute('data-contrast', 'bold');

    for (const preset of ['cyan', 'purple', 'blue', 'orange', 'red', 'default'] as const) {
      act(() => s.setThemeColorPresets(preset));
      expect(html).toHaveAttribute('data-preset', preset);
    }

    act(() => s.setThemeDirection('rtl'));
    expect(html).toHaveAttribute('dir', 'rtl');

    act(() => s.setThemeLayout('mini'));
    expect(html).toHaveAttribute('data-layout', 'mini');
  });
});
