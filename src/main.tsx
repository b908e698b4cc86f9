import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders, loadLocaleData } from '@/lib/app-providers';
import { watchPreloadErrors } from '@/lib/chunk-errors';
import { configureHttpClient } from '@/lib/http/client';
import { ensureDemoApi } from '@/lib/http/demo-api';
import { initI18n } from '@/lib/i18n/i18n';
import {
  adoptLanguagePrefix,
  idleMoment,
  preparedAhead,
  reportHydrationError,
  snapshotToHydrate,
  TakeoverMark,
  whenToTakeOver,
} from '@/lib/prerender-handoff';
import { queryClient } from '@/lib/query-client';
import { createAppSession } from '@/lib/session/create-app-session';
import { followOtherTabs } from '@/lib/settings/follow-other-tabs';
import { configureStorageNotice } from '@/lib/storage/safe-storage';
import { showStorageNotice } from '@/lib/storage/storage-notice';
import { routerNavigator } from '@/lib/session/session';
import { SessionProvider } from '@/lib/session/session-context';
import { prepareSystem } from '@/theme/system';
import { createAppRouter, watchChunks } from './router';

// A prerendered page in French or Arabic lives at /fr/... or /ar/...: the app's routes have no
// prefix, so the language is taken from it and the address loses it before the router starts.
performance.mark('corvane:main');
adoptLanguagePrefix();
watchPreloadErrors();
configureHttpClient({ ready: ensureDemoApi });
configureStorageNotice(showStorageNotice);
followOtherTabs();

const session = createAppSession({ queryClient });
session.connectHttp();
// Changes made offline are kept in IndexedDB and sent by the account that made them once it is
// signed in and online again (docs/product-rules.md#offline). Loaded beside the first render, not
// in the entry chunk: the public pages never need it.
void Promise.all([import('@/lib/offline/offline-queue'), import('@/lib/offline/offline-storage')]).then(
  ([{ setUpOfflineQueue }, { idbOfflineStorage }]) =>
    setUpOfflineQueue(queryClient, {
      storage: idbOfflineStorage(),
      accountId: () => session.store.getState().user?.id ?? null,
      onAccountChange: (listener) => session.store.subscribe(listener),
    }),
);
const router = createAppRouter({ queryClient, auth: session });
session.attachNavigator(routerNavigator(router));
watchChunks(router);
// The start-up check runs alongside the translations; the app shows its loader until it is done.
void session.start();

const container = document.getElementById('root')!;
// On a prerendered page (scripts/prerender.mjs) the page is already there and working: the app
// loads its route, then hydrates the existing markup in a transition (in short slices, keeping
// what the visitor typed or opened). Elsewhere the app's loader shows at once.
const hydrate = snapshotToHydrate(container);
// A page that is not prerendered (the dashboard) waits for the start-up check before its guard lets
// the router load the screen. The screen's code does not wait: it is fetched beside the check, so
// the screen draws and its loader asks for data as soon as the check ends (docs/performance.md).
if (!hydrate) {
  const [routes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
}

function App(): ReactNode {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <SessionProvider session={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </AppProviders>
      <TakeoverMark container={container} />
    </StrictMode>
  );
}

if ((window as { __corvanePrerender?: boolean }).__corvanePrerender) {
  // The build's prerender step: render as usual (its styles are collected), and hand the step a
  // server rendering of the same tree, whose markup (ids included) is what hydration expects.
  // The routes' heads (title, description) are built from the translations as the router loads:
  // i18n first, or a page could be written with a raw key or another language's title.
  void Promise.all([initI18n().then(() => router.load()), session.start()]).then(() => {
    createRoot(container).render(<App />);
    Object.assign(window, {
      __corvaneRenderToString: async () => (await import('react-dom/server')).renderToString(<App />),
    });
  });
} else {
  // Run ahead of need (preparedAhead), each long step waits for an idle moment, and the takeover
  // for the visitor's intent or the idle start (scripts/prerender-boot.js, docs/performance.md).
  const ahead = hydrate && preparedAhead();
  // As above: the router loads (and builds the page's title) once the translations are there.
  void Promise.all([initI18n().then(() => (hydrate ? router.load() : null)), hydrate ? session.start() : null]).then(async () => {
    performance.mark('corvane:ready');
    if (ahead) await idleMoment();
    await prepareSystem();
    loadLocaleData();
    performance.mark('corvane:system');
    if (ahead) {
      performance.mark('corvane:prepared');
      window.dispatchEvent(new Event('corvane:prepared'));
      await whenToTakeOver();
      await idleMoment(200);
    }
    startTransition(() => {
      // The router scrolls to the top after its first render, as after a navigation; a hydrated
      // page keeps where the visitor has scrolled to (TanStack Router's flag for that render).
      if (hydrate) (router as unknown as { _scroll: { n: boolean } })._scroll.n = false;
      performance.mark('corvane:start');
      if (hydrate) hydrateRoot(container, <App />, { onRecoverableError: reportHydrationError });
      else createRoot(container).render(<App />);
    });
  });
}
