// The app's languages (docs/product-rules.md#languages) and the facts about them that never change with the UI language.
export const languages = ['en', 'fr', 'ar'] as const;
export type Language = (typeof languages)[number];
export const rtlLanguages: readonly Language[] = ['ar'];
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Each language's name in itself (an endonym), so a reader finds theirs whatever is shown. */
export const nativeLanguageNames: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** `en-GB` → `en`; anything unknown → `en`. */
export function toLanguage(value: string | undefined | null): Language {
  const short = (value ?? '').slice(0, 2);
  return isLanguage(short) ? short : 'en';
}

/**
 * The language to start in: the stored choice, else the browser's first supported language, else
 * English (the same order index.html's pre-paint script follows).
 */
export function detectLanguage(
  stored: string | null | undefined,
  browser: readonly string[] | undefined,
): Language {
  const short = (value: string | null | undefined) => (value ?? '').slice(0, 2).toLowerCase();
  if (isLanguage(short(stored))) return short(stored) as Language;
  for (const candidate of browser ?? []) if (isLanguage(short(candidate))) return short(candidate) as Language;
  return 'en';
}
