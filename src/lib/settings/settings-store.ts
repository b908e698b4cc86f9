// The user's look-and-feel settings (docs/product-rules.md#settings, #session): kept in localStorage under `settings`, saved on
// every change, validated field by field when read (settings-schema.ts).
import { writeStorage } from '@/lib/storage/safe-storage';
import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { useShallow } from 'zustand/react/shallow';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/i18n-languages';
import {
  defaultSettings,
  readStoredSettings,
  settingsKeys,
  SETTINGS_STORAGE_KEY,
  type Settings,
} from './settings-schema';

interface SettingsActions {
  setThemeMode(value: Settings['themeMode']): void;
  setThemeContrast(value: Settings['themeContrast']): void;
  setThemeDirection(value: Settings['themeDirection']): void;
  setThemeLayout(value: Settings['themeLayout']): void;
  setThemeStretch(value: boolean): void;
  setThemeColorPresets(value: Settings['themeColorPresets']): void;
  /** Back to the defaults (for `language`), and the stored settings cleared. */
  reset(language?: string): void;
}

export type SettingsState = Settings & SettingsActions;

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function storedLanguage() {
  try {
    return safeLocalStorage()?.getItem(LANGUAGE_STORAGE_KEY)?.slice(0, 2) ?? undefined;
  } catch {
    return undefined;
  }
}

const storage: PersistStorage<Settings> = {
  getItem(name) {
    const state = readStoredSettings(safeLocalStorage()?.getItem(name) ?? null, storedLanguage());
    return state ? { state, version: 0 } : null;
  },
  setItem(name, value: StorageValue<Settings>) {
    // Storage full or blocked: the settings still apply for this visit, and the user is told once.
    writeStorage('local', name, JSON.stringify(value));
  },
  removeItem(name) {
    safeLocalStorage()?.removeItem(name);
  },
};

export function pickSettings(state: Settings): Settings {
  return Object.fromEntries(settingsKeys.map((key) => [key, state[key]])) as unknown as Settings;
}

export const useSettingsStore = create<SettingsState>()(
  persist<SettingsState, [], [], Settings>(
    (set) => ({
      ...defaultSettings(storedLanguage()),
      setThemeMode: (themeMode) => set({ themeMode }),
      setThemeContrast: (themeContrast) => set({ themeContrast }),
      setThemeDirection: (themeDirection) => set({ themeDirection }),
      setThemeLayout: (themeLayout) => set({ themeLayout }),
      setThemeStretch: (themeStretch) => set({ themeStretch }),
      setThemeColorPresets: (themeColorPresets) => set({ themeColorPresets }),
      reset: (language) => {
        set(defaultSettings(language ?? storedLanguage()));
        useSettingsStore.persist.clearStorage();
      },
    }),
    {
      name: SETTINGS_STORAGE_KEY,
      version: 0,
      storage,
      partialize: pickSettings,
      // The stored state is already complete and validated; keep the actions from `current`.
      merge: (persisted, current) => ({ ...current, ...(persisted as Settings) }),
    },
  ),
);

/** The settings alone, without the actions (for comparisons and the reset dot). */
export function useCurrentSettings(): Settings {
  return useSettingsStore(useShallow(pickSettings));
}
