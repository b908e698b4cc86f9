// Settings become attributes on <html> (class, color-scheme, data-contrast, data-preset, dir, lang);
// the inline script in index.html does the same before the first paint.
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from './settings-schema';
import { useCurrentSettings } from './settings-store';

export function applySettingsToDocument(
  settings: Settings,
  language: string,
  root = document.documentElement,
) {
  root.classList.remove(settings.themeMode === 'dark' ? 'light' : 'dark');
  root.classList.add(settings.themeMode);
  root.style.colorScheme = settings.themeMode;
  root.setAttribute('data-contrast', settings.themeContrast);
  root.setAttribute('data-preset', settings.themeColorPresets);
  root.setAttribute('data-layout', settings.themeLayout);
  root.setAttribute('dir', settings.themeDirection);
  root.setAttribute('lang', language);
  // The browser's own chrome (mobile address bar) takes the page's background colour, read after
  // the next frame has computed the new styles (reading it now would force that work early).
  const view = root.ownerDocument.defaultView;
  view?.requestAnimationFrame(() => view.setTimeout(() => syncThemeColor(root.ownerDocument), 0));
}

function syncThemeColor(doc: Document) {
  // The document's own window: by the time the timer fires the page may be gone (a closed window,
  // a test's torn-down environment), and then there is nothing to sync.
  const view = doc.defaultView;
  if (!view || typeof view.getComputedStyle !== 'function' || !doc.body) return;
  const meta = doc.querySelector('meta[name="theme-color"]');
  const background = view.getComputedStyle(doc.body).backgroundColor;
  if (meta && background) meta.setAttribute('content', background);
}

export function useApplySettings() {
  const settings = useCurrentSettings();
  const { i18n } = useTranslation('common', { useSuspense: false });
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  useLayoutEffect(() => {
    applySettingsToDocument(settings, language);
  }, [settings, language]);
}
