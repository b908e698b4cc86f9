// Each setting shows on <html> (class, color-scheme, data-contrast, data-preset, dir, lang,
// data-layout) as soon as it changes (apply-settings.ts, through the app's providers).
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/test-utils';
import { useSettingsStore } from './settings-store';

beforeEach(() => {
  act(() => useSettingsStore.getState().reset('en'));
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
