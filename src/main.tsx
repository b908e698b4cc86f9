import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '@/lib/app-providers';
import { configureHttpClient } from '@/lib/http/client';
import { ensureDemoApi } from '@/lib/http/demo-api';
import { initI18n } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { guestOnlyAuth } from '@/lib/session/auth-context';
import { createAppRouter, watchChunks } from './router';

configureHttpClient({ ready: ensureDemoApi });

const router = createAppRouter({ queryClient, auth: guestOnlyAuth });
watchChunks(router);

void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
