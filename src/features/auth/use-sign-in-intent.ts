// What the sign-in page fetches ahead of the submit (docs/performance.md): nothing on load, and
// once the user shows they are about to sign in (points at or focuses the submit button, or takes
// the demo account's credentials), the demo API and the code of the screen they will land on. The
// destination's code is fetched, not run: its guards and loaders wait for the real navigation.
import { useRouter } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { ensureDemoApi } from '@/lib/http/demo-api';
import { safeReturnTo } from '@/lib/session/return-to';

export function useSignInIntent(returnTo: string | undefined): () => void {
  const router = useRouter();
  const done = useRef(false);
  return useCallback(() => {
    if (done.current) return;
    done.current = true;
    // Ready for the sign-in's write; a demo API that cannot start says so on submit.
    ensureDemoApi(true).catch(() => {});
    const pathname = new URL(safeReturnTo(returnTo), window.location.origin).pathname;
    const [routes] = router.getMatchedRoutes(pathname);
    for (const route of routes) void router.loadRouteChunk(route)?.catch(() => {});
  }, [router, returnTo]);
}
