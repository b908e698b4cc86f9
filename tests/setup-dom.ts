// The DOM half of the Vitest set-up (tests/setup.ts loads it in jsdom, the default environment):
// the polyfills Chakra and the rich-text editor need, Testing Library's settings, the storage reset
// between tests and the app's translations.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n } from '@/lib/i18n/i18n';

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollTo ??= function scrollTo() {};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = (() => {}) as typeof window.scrollTo;
// ProseMirror (the rich-text editor) measures the selection to scroll it into view; jsdom has no
// layout, so ranges and text nodes answer with empty rectangles.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= emptyRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
(Text.prototype as unknown as { getClientRects: () => DOMRectList }).getClientRects ??= emptyRects;
document.elementFromPoint ??= () => null;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

// Route chunks load lazily (Vite transforms each on its first import, so a file's first render pays
// for the whole route tree) and the machine may be shared: give findBy/waitFor room before failing.
// A quarter of the test timeout (vite.config.ts), so a failing wait still reports its own message.
configure({ asyncUtilTimeout: 15_000 });

export { cleanup };

/** Before the file's first test: English, and the app's translations loaded. */
export async function start() {
  localStorage.setItem('i18nextLng', 'en');
  await initI18n();
}

/** Between tests: nothing stored by one test is read by the next. */
export function resetStorage() {
  sessionStorage.clear();
  localStorage.clear();
  localStorage.setItem('i18nextLng', 'en');
}
