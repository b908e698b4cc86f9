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
  if (document.documentElement.getAttribute('data-prerender') === 'show') {
    // The route's head tags (src/features/app-root) replace the page's. Removed before hydrating:
    // React adopts head tags it finds while it hydrates the route, and must own the ones it removes.
    document.querySelectorAll('meta[data-prerendered-head]').forEach((el) => el.remove());
    return true;
  }
  // Not this page's snapshot: the app's own render replaces it. The page's Emotion styles stay:
  // Emotion's cache adopted them when it loaded (scripts/prerender.mjs) and will not insert them again.
  container.replaceChildren();
  document.querySelectorAll('[data-prerendered-head]').forEach((el) => el.remove());
  document.documentElement.setAttribute('data-prerender', 'done');
  return false;
}

/**
 * Whether the boot script (scripts/prerender-boot.js) ran the app ahead of need: a reader showed
 * signs of life, the code arrived, and the app prepares everything but the takeover at idle
 * moments. It then hydrates at the first idle moment after the intent (or the idle start) that
 * `whenToTakeOver` waits for: not inside the tap or the key that was the intent.
 */
type BootWindow = Window & { __corvaneHold?: boolean };
export const preparedAhead = (w: BootWindow = window): boolean => w.__corvaneHold === true;

/** Resolves at once unless the app is held (`preparedAhead`); then on the boot script's `corvane:go`. */
export function whenToTakeOver(w: BootWindow = window): Promise<void> {
  return new Promise((resolve) => {
    if (!w.__corvaneHold) resolve();
    else w.addEventListener('corvane:go', () => resolve(), { once: true });
  });
}

/** The browser's next idle moment, at most `timeout` ms away. */
export function idleMoment(timeout = 1000, w: Window = window): Promise<void> {
  return new Promise((resolve) => {
    if (w.requestIdleCallback) w.requestIdleCallback(() => resolve(), { timeout });
    else w.setTimeout(resolve, 0);
  });
}

/**
 * Whether React has hydrated every element of the page (it keeps its fiber on each node). React
 * hydrates the shell first and each Suspense boundary (the router's layout and page) in later tasks,
 * so the page is the app's only once all are.
 */
const reactKey = (element: Element, prefix: string) => Object.keys(element).find((key) => key.startsWith(prefix));
// Markup React set as HTML (dangerouslySetInnerHTML) never gets fibers of its own: it counts once
// the element that holds it is React's.
const setAsHtml = (element: Element): boolean => {
  let owner = element.parentElement;
  while (owner && !reactKey(owner, '__reactFiber$')) owner = owner.parentElement;
  const props = owner && reactKey(owner, '__reactProps$');
  return Boolean(props && (owner as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[props]?.dangerouslySetInnerHTML);
};
const hydrated = (element: Element) => Boolean(reactKey(element, '__reactFiber$')) || setAsHtml(element);

/**
 * Calls `done` once the markup in `container` has been hydrated, or after `limit` ms whatever is
 * left: an element React will never own (one a browser extension put there) must not keep the page
 * from being the app's, since until then the boot script keeps inputs from reaching React.
 */
export function whenContentHydrated(container: Element, done: () => void, limit = 15_000): () => void {
  let timer = 0;
  const elements = [...container.querySelectorAll('*')];
  const until = performance.now() + limit;
  let next = 0; // the elements before it have been hydrated (or left the page)
  const check = () => {
    while (next < elements.length && (!elements[next]!.isConnected || hydrated(elements[next]!))) next += 1;
    if (next === elements.length || performance.now() >= until) done();
    else timer = window.setTimeout(check, 16);
  };
  check();
  return () => window.clearTimeout(timer);
}

/**
 * Marks the page as the app's (`<html data-app>`, the `corvane:app` event) once its content has
 * been hydrated, or rendered, and sends the forms held until then: until that moment the boot
 * script keeps serving the page's header and forms.
 */
export function TakeoverMark({ container }: { container: Element }) {
  useEffect(
    () =>
      whenContentHydrated(container, () => {
        const html = document.documentElement;
        html.setAttribute('data-app', '');
        html.setAttribute('data-prerender', 'done');
        performance.mark('corvane:app');
        // The boot script first gives the app what was typed and clicked meanwhile; then the held
        // submits go, with those values.
        window.dispatchEvent(new Event('corvane:app'));
        sendHeldSubmits(container);
      }),
    [container],
  );
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

/**
 * What a visitor typed into a prerendered form before the app started (docs/performance.md), or
 * what the boot script filled in ("Fill in the demo account"): read from the page while the app
 * hydrates the form, so the form starts from it instead of clearing it. Empty fields are left out.
 */
export function typedBeforeStart<Name extends string>(formId: string, names: readonly Name[]): Partial<Record<Name, string>> {
  const form = typeof document === 'undefined' ? null : document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return {};
  const typed: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const field = form.elements.namedItem(name);
    if (field && 'value' in field && typeof field.value === 'string' && field.value) typed[name] = field.value;
  }
  return typed;
}

/**
 * The forms sent before the page was the app's: scripts/prerender-boot.js held each submit and
 * marked its form `data-submit-pending`, whether the app had not started yet or was still hydrating
 * the page (a form hydrated early, pressed before the rest of the page was). Called at the takeover,
 * once every element is React's: each is sent again, now through the app's own handler, once
 * (docs/performance.md: nothing a visitor does before the app runs is lost).
 */
export function sendHeldSubmits(container: ParentNode) {
  container.querySelectorAll<HTMLFormElement>('form[data-submit-pending]').forEach((form) => {
    form.removeAttribute('data-submit-pending');
    form.requestSubmit();
  });
}
