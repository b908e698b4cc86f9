// docs/product-rules.md#languages: Arabic reads right to left. At start-up a stored Arabic language turns rtl on (docs/product-rules.md#session);
// choosing a language later sets its natural direction. The direction control can still change it.
import type { i18n as I18n } from 'i18next';
import { useSettingsStore } from '@/lib/settings/settings-store';
import { rtlLanguages, type Language } from './i18n-languages';

export function naturalDirection(language: string | undefined): 'ltr' | 'rtl' {
  return rtlLanguages.includes((language ?? '').slice(0, 2) as Language) ? 'rtl' : 'ltr';
}

export function followLanguageDirection(instance: I18n) {
  let started = false;
  instance.on('languageChanged', (language: string) => {
    const direction = naturalDirection(language);
    if (started || direction === 'rtl') useSettingsStore.getState().setThemeDirection(direction);
    started = true;
  });
}
