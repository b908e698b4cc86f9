// The settings store: saved on every change, read back validated, reset clears what is stored,
// the defaults follow the language, and blocked storage loses nothing but the saving
// (docs/product-rules.md#settings). No providers: it runs in jsdom alone (vitest.mutation.config.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from './settings-schema';
import { pickSettings, useSettingsStore } from './settings-store';

const stored = () =>
  JSON.parse(localStorage.getItem('settings') ?? 'null') as {
    state: Record<string, unknown>;
    version: number;
  } | null;

beforeEach(() => {
  localStorage.clear();
  useSettingsStore.getState().reset('en');
});

afterEach(() => vi.restoreAllMocks());

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

describe('defaults and storage', () => {
  it('starts from the defaults of the stored language: right to left in Arabic', async () => {
    localStorage.setItem('i18nextLng', 'ar-EG');
    useSettingsStore.getState().reset();
    expect(useSettingsStore.getState().themeDirection).toBe('rtl');
    // Stored settings written before the language was chosen are read with it too.
    localStorage.setItem('settings', '{"state":{"themeMode":"dark"},"version":0}');
    await useSettingsStore.persist.rehydrate();
    expect(useSettingsStore.getState()).toMatchObject({ themeMode: 'dark', themeDirection: 'rtl' });
    localStorage.setItem('i18nextLng', 'fr');
    useSettingsStore.getState().reset();
    expect(useSettingsStore.getState().themeDirection).toBe('ltr');
  });

  it('keeps a change for the visit when storage refuses it, and starts from the defaults when storage cannot be read', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    useSettingsStore.getState().setThemeMode('dark');
    expect(useSettingsStore.getState().themeMode).toBe('dark');
    expect(stored()).toBeNull();
    vi.restoreAllMocks();

    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await useSettingsStore.persist.rehydrate();
    useSettingsStore.getState().reset();
    expect(useSettingsStore.getState()).toMatchObject(defaultSettings('en'));
  });

  it('saves the settings alone, with the version, never the actions', () => {
    useSettingsStore.getState().setThemeStretch(true);
    expect(stored()).toEqual({ state: { ...defaultSettings('en'), themeStretch: true }, version: 0 });
    expect(Object.keys(pickSettings(useSettingsStore.getState())).sort()).toEqual(Object.keys(defaultSettings()).sort());
  });
});
