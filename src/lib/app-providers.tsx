// The providers every screen needs: the Chakra system (with the user's settings applied to <html>
// and the text direction handed to Chakra's components), the query client and the toaster
// (loaded with the first toast).
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@/lib/i18n/i18n-languages';
import { naturalDirection } from '@/lib/i18n/language-direction';
import { useApplySettings } from '@/lib/settings/apply-settings';
import { useSettingsStore } from '@/lib/settings/settings-store';
import { AppToasterOnDemand } from '@/lib/toast/app-toaster-on-demand';
import '@/theme/fonts';
import { getSystem } from '@/theme/system';

/**
 * Chakra's components read the direction from a locale. When the chosen direction is not the
 * language's own (rtl in English, say), a script subtag carries it: `en-Arab` is rtl, `ar-Latn` ltr.
 */
export function localeFor(language: string, direction: 'ltr' | 'rtl') {
  const lang = toLanguage(language);
  if (naturalDirection(lang) === direction) return lang;
  return `${lang}-${direction === 'rtl' ? 'Arab' : 'Latn'}`;
}

/**
 * Chakra's LocaleProvider works out the direction with `Intl.Locale#maximize`, whose first call
 * loads the browser's likely-subtags data: ~30 to 40 ms at 4x CPU, inside the takeover of a
 * prerendered page unless it is done before, at an idle moment (src/main.tsx).
 */
export function loadLocaleData() {
  try {
    new Intl.Locale('en').maximize();
  } catch {
    /* no Intl.Locale: Chakra falls back to a list of languages */
  }
}

/**
 * Hydrating a prerendered page, the settings store answers with its defaults (zustand's server
 * snapshot, what the page was rendered with), then React renders this again at once, synchronously,
 * with the saved settings. A context that changed in that render would reach the router's layout and
 * page while React is still hydrating them, and React would render them again from scratch: what
 * was typed, and a held submit, lost. So the locale's element is kept unless the locale changes (the
 * provider makes a new context value each render), and a locale with a direction that is not the
 * language's own (rtl saved in English) comes in a transition, in which React hydrates those parts
 * before it updates them.
 */
function SettingsLocale({ children }: { children: ReactNode }) {
  useApplySettings();
  const direction = useSettingsStore((s) => s.themeDirection);
  const { i18n } = useTranslation('common', { useSuspense: false });
  const language = i18n.resolvedLanguage ?? i18n.language;
  const current = localeFor(language, direction);
  const deferred = useDeferredValue(current);
  // Deferred only for a direction that is not the language's own: with every render deferred, a
  // menu opened before the takeover (the marketing header's language menu) lost where to give focus
  // back after Escape (tests/e2e/a11y-keyboard.spec.ts failed 3 of 4).
  const locale = naturalDirection(toLanguage(language)) === direction ? current : deferred;
  return useMemo(() => <LocaleProvider locale={locale}>{children}</LocaleProvider>, [locale, children]);
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <ChakraProvider value={getSystem()}>
      <SettingsLocale>
        <QueryClientProvider client={queryClient}>
          {children}
          <AppToasterOnDemand />
        </QueryClientProvider>
      </SettingsLocale>
    </ChakraProvider>
  );
}
