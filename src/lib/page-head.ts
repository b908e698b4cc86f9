// Route `head`: title, meta description and Open Graph tags (`headTags`, also used by the marketing
// pages); `pageHead` takes the title from the `routes` keys of common.json, and a loader helper that
// fetches a page's locale namespaces first, so the head and the first paint are translated.
import { i18n } from '@/lib/i18n/i18n';
import { routeTitle } from '@/lib/i18n/route-title';

export function loadPageText(namespaces: readonly string[]) {
  return i18n.loadNamespaces([...namespaces]);
}

/** A page's title, description and Open Graph tags: the one place they are built. */
export function headTags(title: string, description: string) {
  const language = i18n.language;
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: 'Corvane Data & Consulting' },
      { property: 'og:locale', content: language === 'ar' ? 'ar_AE' : language === 'fr' ? 'fr_FR' : 'en_GB' },
      { name: 'twitter:card', content: 'summary' },
    ],
  };
}

/** `descriptionKey` is `<namespace>:<key>`, e.g. `pricing:meta.pricingDescription`. */
export function pageHead(titleKey: string, descriptionKey: string) {
  return headTags(routeTitle(titleKey), i18n.t(descriptionKey));
}
