// The app's languages (D18) and the facts about them that never change with the UI language.
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
