// Route `head` for pages outside the marketing feature (pricing, payment, FAQs, status pages):
// title from the `routes` keys of common.json plus a meta description, and a loader helper that
// fetches a page's locale namespaces first, so the head and the first paint are translated.
import { i18n } from '@/lib/i18n/i18n';
import { routeTitle } from '@/lib/i18n/route-title';

export function loadPageText(namespaces: readonly string[]) {
  return i18n.loadNamespaces([...namespaces]);
}

/** `descriptionKey` is `<namespace>:<key>`, e.g. `pricing:meta.pricingDescription`. */
export function pageHead(titleKey: string, descriptionKey: string) {
  const title = routeTitle(titleKey);
  const description = i18n.t(descriptionKey);
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
    ],
  };
}
