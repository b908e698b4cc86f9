// The settings of docs/product-rules.md#settings, their defaults, and the field-by-field validation of docs/product-rules.md#settings-validation: each stored
// value that is unknown or malformed falls back to its default, unknown keys are dropped, and
// nothing stored (not even `__proto__` or `constructor`) can reach the app's objects. Plain checks,
// no zod: the settings are read before the first render.
import { presetNames } from '@/theme/presets';

export const SETTINGS_STORAGE_KEY = 'settings';

export const themeModes = ['light', 'dark'] as const;
export const themeContrasts = ['default', 'bold'] as const;
export const themeDirections = ['ltr', 'rtl'] as const;
export const themeLayouts = ['vertical', 'horizontal', 'mini'] as const;
export const themeColorPresets = presetNames;

export type Settings = {
  themeMode: (typeof themeModes)[number];
  themeContrast: (typeof themeContrasts)[number];
  themeDirection: (typeof themeDirections)[number];
  themeLayout: (typeof themeLayouts)[number];
  themeStretch: boolean;
  themeColorPresets: (typeof themeColorPresets)[number];
};
export type SettingsKey = keyof Settings;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    (values as readonly unknown[]).includes(value);

/** Whether a stored value is valid for its field. */
const settingsFieldChecks: { [K in SettingsKey]: (value: unknown) => value is Settings[K] } = {
  themeMode: oneOf(themeModes),
  themeContrast: oneOf(themeContrasts),
  themeDirection: oneOf(themeDirections),
  themeLayout: oneOf(themeLayouts),
  themeStretch: (value): value is boolean => typeof value === 'boolean',
  themeColorPresets: oneOf(themeColorPresets),
};

export const settingsKeys = Object.keys(settingsFieldChecks) as SettingsKey[];

/** The seed's defaults; Arabic starts right to left (docs/product-rules.md#session, docs/product-rules.md#languages). */
export function defaultSettings(language?: string): Settings {
  return {
    themeMode: 'light',
    themeContrast: 'default',
    themeDirection: language === 'ar' ? 'rtl' : 'ltr',
    themeLayout: 'vertical',
    themeStretch: false,
    themeColorPresets: 'default',
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whatever was stored, a complete and valid Settings object built from own, known keys only. */
export function parseSettings(raw: unknown, language?: string): Settings {
  const defaults = defaultSettings(language);
  const source = isRecord(raw) ? raw : {};
  const result = { ...defaults };
  for (const key of settingsKeys) {
    if (!Object.hasOwn(source, key)) continue;
    const value = source[key];
    if (settingsFieldChecks[key](value)) Object.assign(result, { [key]: value });
  }
  return result;
}

/** The stored JSON (zustand persist shape `{ state, version }`) read safely; null when absent. */
export function readStoredSettings(text: string | null, language?: string): Settings | null {
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return defaultSettings(language);
  }
  return parseSettings(isRecord(json) ? json.state : undefined, language);
}

export function settingsEqual(a: Settings, b: Settings) {
  return settingsKeys.every((key) => a[key] === b[key]);
}
