// i18next set-up: en, fr and ar, each namespace loaded on demand from src/locales/<lng>/<ns>.json.
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, LANGUAGE_STORAGE_KEY, languages } from './i18n-languages';
import { followLanguageDirection } from './language-direction';

// The language list moved to i18n-languages.ts (no i18next import, so the settings store can use
// it); re-exported here for the modules that import it from i18n.ts.
export { isLanguage, languages, LANGUAGE_STORAGE_KEY, rtlLanguages, type Language } from './i18n-languages';

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (error: unknown) => callback(error as Error, false),
    );
  },
};

let initPromise: Promise<unknown> | null = null;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Remembers the language the user picks (the key index.html and the settings store read too). */
function rememberLanguage(language: string) {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* storage full or blocked: the choice lasts for this visit */
  }
}

export function initI18n() {
  if (!initPromise) {
    followLanguageDirection(i18n);
    i18n.on('languageChanged', rememberLanguage);
  }
  initPromise ??= i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: detectLanguage(storage()?.getItem(LANGUAGE_STORAGE_KEY), navigator.languages ?? [navigator.language]),
      supportedLngs: languages,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: 'en',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return initPromise;
}

export { i18n };
