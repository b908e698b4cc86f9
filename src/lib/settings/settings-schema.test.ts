// @vitest-environment node
// docs/product-rules.md#settings-validation: stored settings are validated field by field; anything odd gives that field's default.
import { describe, expect, it } from 'vitest';
import {
  defaultSettings,
  parseSettings,
  readStoredSettings,
  settingsEqual,
  SETTINGS_STORAGE_KEY,
} from './settings-schema';

const defaults = defaultSettings();

describe('readStoredSettings', () => {
  it('gives the seed defaults for broken JSON', () => {
    expect(readStoredSettings('{"state": {"themeMode": "dark"')).toEqual(defaults);
    expect(readStoredSettings('not json at all')).toEqual(defaults);
  });

  it('gives null when nothing is stored, so the defaults apply', () => {
    expect(readStoredSettings(null)).toBeNull();
  });

  it('keeps valid fields and replaces wrong types and unknown values by their defaults', () => {
    const stored = JSON.stringify({
      state: {
        themeMode: 'dark',
        themeContrast: 42,
        themeDirection: 'sideways',
        themeLayout: 'mini',
        themeStretch: 'yes',
        themeColorPresets: 'purple',
      },
      version: 0,
    });
    expect(readStoredSettings(stored)).toEqual({
      ...defaults,
      themeMode: 'dark',
      themeLayout: 'mini',
      themeColorPresets: 'purple',
    });
  });

  it('keeps every valid value and compares values exactly (no case folding, no coercion)', () => {
    const all = {
      themeMode: 'dark',
      themeContrast: 'bold',
      themeDirection: 'rtl',
      themeLayout: 'horizontal',
      themeStretch: true,
      themeColorPresets: 'purple',
    };
    expect(readStoredSettings(JSON.stringify({ state: all }))).toEqual(all);
    expect(
      parseSettings({ themeMode: 'DARK', themeStretch: 1, themeLayout: null, themeContrast: ['bold'] }),
    ).toEqual(defaults);
  });

  it('drops unknown keys, __proto__ and constructor, without touching any prototype', () => {
    const stored =
      '{"state":{"themeMode":"dark","isAdmin":true,"__proto__":{"polluted":true,"themeContrast":"bold"},"constructor":{"prototype":{"polluted":true}}}}';
    const result = readStoredSettings(stored);
    expect(result).toEqual({ ...defaults, themeMode: 'dark' });
    expect(Object.keys(result ?? {}).sort()).toEqual(Object.keys(defaults).sort());
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
  });

  it('treats a state that is not an object (array, string, null) as empty', () => {
    for (const state of ['[]', '"dark"', 'null', '7']) {
      expect(readStoredSettings(`{"state":${state}}`)).toEqual(defaults);
    }
    expect(readStoredSettings('[1,2]')).toEqual(defaults);
  });
});

describe('defaults', () => {
  it('are the seed’s: light, default contrast, ltr, vertical, no stretch, default preset', () => {
    expect(defaults).toEqual({
      themeMode: 'light',
      themeContrast: 'default',
      themeDirection: 'ltr',
      themeLayout: 'vertical',
      themeStretch: false,
      themeColorPresets: 'default',
    });
  });

  it('start right to left for Arabic', () => {
    expect(defaultSettings('ar').themeDirection).toBe('rtl');
    expect(parseSettings({}, 'ar').themeDirection).toBe('rtl');
    expect(parseSettings({ themeDirection: 'ltr' }, 'ar').themeDirection).toBe('ltr');
  });
});

describe('stored settings', () => {
  it('stay under the key earlier versions wrote, so nobody loses theirs', () => {
    expect(SETTINGS_STORAGE_KEY).toBe('settings');
  });

  it('take only own keys, not inherited ones', () => {
    const inherited = Object.create({ themeMode: 'dark' }) as Record<string, unknown>;
    expect(parseSettings(inherited)).toEqual(defaults);
  });

  it('are equal only when every field is', () => {
    expect(settingsEqual(defaults, { ...defaults })).toBe(true);
    const other = defaults.themeMode === 'dark' ? 'light' : 'dark';
    expect(settingsEqual(defaults, { ...defaults, themeMode: other })).toBe(false);
  });
});

