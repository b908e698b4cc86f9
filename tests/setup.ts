// Vitest set-up: jsdom polyfills Chakra needs, the demo API answering every request through msw
// (unhandled requests fail the test), and a clean demo database per test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDemoData } from '@/demo-api/db';
import { handlers } from '@/demo-api/handlers';
import { configureHttpClient } from '@/lib/http/client';
import { initI18n } from '@/lib/i18n/i18n';
import { disposeTestSessions } from './auth';

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
// Half the test timeout (vite.config.ts), so a failing wait still reports its own message.
configure({ asyncUtilTimeout: 10_000 });

export const server = setupServer(...handlers);

// Outside a rendered session (plain fetcher tests), requests carry the token kept in sessionStorage.
const defaultHttpHooks = {
  getToken: () => sessionStorage.getItem('accessToken'),
  onUnauthorized: () => {},
};
configureHttpClient(defaultHttpHooks);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  localStorage.setItem('i18nextLng', 'en');
  await initI18n();
});
afterEach(async () => {
  cleanup();
  disposeTestSessions();
  configureHttpClient(defaultHttpHooks);
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
  localStorage.setItem('i18nextLng', 'en');
  await resetDemoData([]);
});
afterAll(() => server.close());
