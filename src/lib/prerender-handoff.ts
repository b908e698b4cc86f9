// The app's side of a prerendered page (scripts/prerender.mjs, docs/performance.md): the page is
// in the HTML and works before the app runs; when the app starts (on intent, or once the browser
// is idle) it hydrates that markup instead of rendering a second copy. A snapshot that must not
// show (another address, a query string) is replaced by a normal render.
import { useEffect } from 'react';
import { LANGUAGE_STORAGE_KEY } from './i18n/i18n-languages';

const PREFIXED = /^\/(fr|ar)(?=\/|$)/;

/**
 * A prerendered page in French or Arabic lives at /fr/... or /ar/... (hreflang alternates). The
 * app's routes have no prefix: the prefix becomes the stored language (index.html's pre-paint
 * script has already stored it) and leaves the address before the router reads it.
 */
export function adoptLanguagePrefix(location: Location = window.location, history: History = window.history) {
  const match = PREFIXED.exec(location.pathname);
  if (!match) return;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, match[1]!);
  } catch {
    /* storage blocked: the language lasts for this page */
  }
  const rest = location.pathname.slice(match[0].length) || '/';
  history.replaceState(history.state, '', rest + location.search + location.hash);
}

/** Whether `container` holds a prerendered page the app should hydrate (see index.html). */
export function snapshotToHydrate(container: HTMLElement): boolean {
  if (!container.hasAttribute('data-prerendered')) return false;
  container.removeAttribute('data-prerendered');
  if (document.documentElement.getAttribute('data-prerender') === 'show') return true;
  // Not this page's snapshot: the app's own render replaces it.
  container.replaceChildren();
  document.querySelectorAll('[data-prerendered-head]').forEach((el) => el.remove());
  document.documentElement.setAttribute('data-prerender', 'done');
  return false;
}

/** Marks the page as the app's once its first render has committed (hydrated or rendered). */
export function TakeoverMark() {
  useEffect(() => {
    const html = document.documentElement;
    html.setAttribute('data-app', '');
    html.setAttribute('data-prerender', 'done');
    // The app's head tags (src/features/app-root) replace the page's; its styles stay (the same rules).
    document.querySelectorAll('meta[data-prerendered-head]').forEach((el) => el.remove());
    window.dispatchEvent(new Event('corvane:app'));
  }, []);
  return null;
}

/** React's recoverable errors while hydrating: the markup did not match and was rendered again. */
export function reportHydrationError(error: unknown) {
  console.error('Hydration mismatch: the app rendered the prerendered page again.', error);
}

/** A prerendered page's address in a language (scripts/prerender.mjs): English has no prefix. */
export function localizedPath(pathname: string, language: string): string {
  if (language === 'en') return pathname;
  return `/${language}${pathname === '/' ? '' : pathname}`;
}
