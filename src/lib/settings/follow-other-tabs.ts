// Two tabs of the same browser show one look (docs/look-and-feel.md#other-tabs): a setting or a
// language changed in one tab reaches the others through the `storage` event, which the browser
// fires in every other tab of the origin when localStorage changes.
import { i18n } from '@/lib/i18n/i18n';
import { LANGUAGE_STORAGE_KEY, toLanguage } from '@/lib/i18n/i18n-languages';
import { SETTINGS_STORAGE_KEY } from './settings-schema';
import { useSettingsStore } from './settings-store';

export function followOtherTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== target.localStorage) return;
    // `key` is null when the other tab cleared the storage: back to what is stored (the defaults).
    if (event.key === LANGUAGE_STORAGE_KEY || event.key === null) {
      const language = event.newValue ? toLanguage(event.newValue) : null;
      // Choosing a language sets its natural direction; the stored settings (the other tab's
      // direction included) have the last word, so they are read again once it has changed.
      if (language && language !== toLanguage(i18n.resolvedLanguage ?? i18n.language)) {
        void i18n.changeLanguage(language).then(() => useSettingsStore.persist.rehydrate());
      }
    }
    if (event.key === SETTINGS_STORAGE_KEY || event.key === null) void useSettingsStore.persist.rehydrate();
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
