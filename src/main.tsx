import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/lib/app-providers';
import { watchPreloadErrors } from '@/lib/chunk-errors';
import { configureHttpClient } from '@/lib/http/client';
import { ensureDemoApi } from '@/lib/http/demo-api';
import { initI18n } from '@/lib/i18n/i18n';
import { handOffPrerender } from '@/lib/prerender-handoff';
import { queryClient } from '@/lib/query-client';
import { createAppSession } from '@/lib/session/create-app-session';
import { configureStorageNotice } from '@/lib/storage/safe-storage';
import { showStorageNotice } from '@/lib/storage/storage-notice';
import { routerNavigator } from '@/lib/session/session';
import { SessionProvider } from '@/lib/session/session-context';
import { getSystem } from '@/theme/system';
import { createAppRouter, watchChunks } from './router';

watchPreloadErrors();
configureHttpClient({ ready: ensureDemoApi });
configureStorageNotice(showStorageNotice);

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
// On a prerendered page the snapshot is on screen while the app starts, so the app first loads
// its route (code, translations) and renders once, complete, in a transition: React can then
// render in short slices instead of one long re-render when the route arrives. Elsewhere the
// app's loader shows at once.
const behindSnapshot = handOffPrerender(container);

void Promise.all([initI18n(), behindSnapshot ? router.load() : null]).then(() => {
  getSystem();
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <SessionProvider session={session}>
            <RouterProvider router={router} />
          </SessionProvider>
        </AppProviders>
      </StrictMode>,
    );
  });
});
