// Route helpers for the marketing pages: load the page's translations before it renders (so the
// head and the first paint already have them), and build the title, description and Open Graph
// tags of a page.
import { i18n } from '@/lib/i18n/i18n';
import { routeTitle } from '@/lib/i18n/route-title';
import { headTags, loadPageText } from '@/lib/page-head';

export type MarketingPageKey = 'home' | 'aboutUs' | 'consulting' | 'dataProducts' | 'chooseUs' | 'contactUs';

export function loadMarketingText(namespaces: readonly string[] = ['marketing', 'shop']) {
  return loadPageText(namespaces);
}

/** `name` (e.g. a data product's) replaces the screen name from common.json in the title. */
export function pageHead(titleKey: string, description: string, name?: string) {
  return headTags(name ? `${name} · Corvane` : routeTitle(titleKey), description);
}

export function marketingHead(key: MarketingPageKey) {
  return pageHead(key, i18n.t(`meta.${key}`, { ns: 'marketing' }));
}
