// Route helpers for the marketing pages: load the page's translations before it renders (so the
// head and the first paint already have them), and build the title, description and Open Graph
// tags of a page.
import { i18n } from '@/lib/i18n/i18n';
import { routeTitle } from '@/lib/i18n/route-title';

export type MarketingPageKey = 'home' | 'aboutUs' | 'consulting' | 'dataProducts' | 'chooseUs' | 'contactUs';

export function loadMarketingText(namespaces: readonly string[] = ['marketing', 'shop']) {
  return i18n.loadNamespaces([...namespaces]);
}

/** `name` (e.g. a data product's) replaces the screen name from common.json in the title. */
export function pageHead(titleKey: string, description: string, name?: string) {
  const title = name ? `${name} · Corvane` : routeTitle(titleKey);
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: 'Corvane Data & Consulting' },
      { property: 'og:locale', content: i18n.language === 'ar' ? 'ar_AE' : i18n.language === 'fr' ? 'fr_FR' : 'en_GB' },
      { name: 'twitter:card', content: 'summary' },
    ],
  };
}

export function marketingHead(key: MarketingPageKey) {
  return pageHead(key, i18n.t(`meta.${key}`, { ns: 'marketing' }));
}
