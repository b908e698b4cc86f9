// Route titles are computed by the router (`head`); after a language change this re-runs them so
// the document title switches language at once. Rendered once, by the root route.
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { i18n } from './i18n';

export function RouteTitleSync() {
  const router = useRouter();
  useEffect(() => {
    const onChange = () => void router.invalidate();
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [router]);
  return null;
}
